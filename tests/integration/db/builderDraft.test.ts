// @vitest-environment jsdom
// The builder's draft (src/features/builder/useBuilderDraft.ts) over a real Dexie database:
// `keep` resolves only once the device holds the draft it was given (or a later one). A save
// waits for it before its toast (BuilderScreen's becomeSaved), so a reload right after the
// toast opens the list as the saved one; the effect that keeps every change runs a frame later.
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDraft } from '../../../src/db/repositories/drafts';
import { parseBuilderDraft, type BuilderDraft } from '../../../src/domain/builderDraft';
import { useBuilderDraft } from '../../../src/features/builder/useBuilderDraft';
import { freshDb } from './helpers';
import { i18n, initI18n } from '../../../src/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The hook's texts (what it says when a draft cannot be kept) are the builder's.
beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('builder');
});

const draft = (over: Partial<BuilderDraft>): BuilderDraft => ({
  faction: 'northern-tribes',
  id: null,
  dataVersion: null,
  name: 'Offline Hunt',
  currentName: '',
  units: [],
  note: '',
  budget: null,
  accountId: null,
  base: null,
  ...over,
});

/** The hook on a device with no draft waiting (so it is not reading one back). */
function renderKeep(): (d: BuilderDraft) => Promise<void> {
  localStorage.clear();
  let keep!: (d: BuilderDraft) => Promise<void>;
  function Probe() {
    keep = useBuilderDraft({ opened: false, authReady: true, accountId: null, restore: () => undefined, onAccountLeft: () => undefined }).keep;
    return null;
  }
  act(() => createRoot(document.createElement('div')).render(createElement(Probe)));
  return keep;
}

describe('keeping the builder list on the device', () => {
  it('resolves once the device holds the draft given, after an earlier write still under way', async () => {
    freshDb();
    const keep = renderKeep();
    // The name typed (written by the effect), then the save's draft that names the saved list.
    const typed = keep(draft({}));
    const saved = keep(draft({ id: 'list-1', currentName: 'Offline Hunt' }));
    await saved;
    expect(parseBuilderDraft(await getDraft('builderList'))).toMatchObject({ id: 'list-1', currentName: 'Offline Hunt', name: 'Offline Hunt' });
    await typed;
  });

  it('the same draft kept again resolves after the write of the first, not before', async () => {
    freshDb();
    const keep = renderKeep();
    const first = keep(draft({ id: 'list-2', currentName: 'Offline Hunt' }));
    const again = keep(draft({ id: 'list-2', currentName: 'Offline Hunt' }));
    await again;
    expect(parseBuilderDraft(await getDraft('builderList'))?.id).toBe('list-2');
    await first;
  });
});
