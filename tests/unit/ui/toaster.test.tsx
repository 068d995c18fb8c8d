// @vitest-environment jsdom
// The Toaster (src/ui/Toaster.tsx) in jsdom: a toast goes when its time is up, even when a
// modal opening (or another one on top of it) moves the toasts into it and draws them again;
// and it says in which language it was said.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { mountPointPerTest } from '../support/mountPoint';
import { Toaster } from '../../../src/ui/Toaster';
import { DEFAULT_TOAST_MS, notify, useToasts } from '../../../src/ui/toast';
import { useModalStack } from '../../../src/ui/modalStack';
import { initI18n } from '../../../src/i18n';

const mount = mountPointPerTest();
const toastTexts = () => [...document.querySelectorAll('[data-testid="toast"] .toast__title')].map((el) => el.textContent);

describe('Toaster', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    useToasts.setState({ toasts: [] });
    useModalStack.setState({ open: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.lang = '';
  });

  it('takes a toast away when its time is up, however many dialogs open meanwhile', async () => {
    await act(async () => mount.root.render(<Toaster />));
    await act(async () => {
      notify.success('App is ready to work offline');
    });
    expect(toastTexts()).toEqual(['App is ready to work offline']);

    // Three sheets opened one after the other, each a little before the toast's time is up.
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(DEFAULT_TOAST_MS / 4);
      });
      const dialog = document.createElement('dialog');
      document.body.append(dialog);
      await act(async () => useModalStack.getState().opened(dialog));
      expect(dialog.querySelector('[data-testid="toast"]')).not.toBeNull();
    }
    await act(async () => {
      vi.advanceTimersByTime(DEFAULT_TOAST_MS / 4 + 1);
    });
    expect(toastTexts()).toEqual([]);
  });

  it('marks a toast with the language it was said in', async () => {
    document.documentElement.lang = 'en';
    await act(async () => mount.root.render(<Toaster />));
    await act(async () => {
      notify.info('Saved');
    });
    document.documentElement.lang = 'fr';
    await act(async () => {
      notify.info('Enregistrée');
    });
    const langs = [...document.querySelectorAll('[data-testid="toast"]')].map((el) => el.getAttribute('lang'));
    expect(langs).toEqual(['en', 'fr']);
  });
});
