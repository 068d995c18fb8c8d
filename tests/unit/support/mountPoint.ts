// A fresh element in jsdom's body with a Preact root on it for each test of a file, unmounted
// and removed after each: the setup the DOM tests of screens and UI parts share.
import { afterEach, beforeEach } from 'vitest';
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';

export interface MountPoint {
  readonly host: HTMLDivElement;
  readonly root: Root;
}

/** Call at the top of a test file (or describe block); read `host` and `root` inside the tests. */
export function mountPointPerTest(): MountPoint {
  let host: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    const mounted = root;
    if (mounted) await act(async () => mounted.unmount());
    host?.remove();
    host = null;
    root = null;
  });
  return {
    get host() {
      if (!host) throw new Error('The mount point exists only inside a test');
      return host;
    },
    get root() {
      if (!root) throw new Error('The mount point exists only inside a test');
      return root;
    },
  };
}
