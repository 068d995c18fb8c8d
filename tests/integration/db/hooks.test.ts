// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createElement, useState } from 'react';
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useArmyList } from '../../../src/db/hooks/useArmyList';
import { useArmyLists } from '../../../src/db/hooks/useArmyLists';
import { useCatalogue } from '../../../src/db/hooks/useCatalogue';
import { useDraft } from '../../../src/db/hooks/useDraft';
import { useFactions } from '../../../src/db/hooks/useFactions';
import { usePendingSyncCount } from '../../../src/db/hooks/usePendingSyncCount';
import { useSetting } from '../../../src/db/hooks/useSetting';
import { useSyncState } from '../../../src/db/hooks/useSyncState';
import { useUnitsForFaction } from '../../../src/db/hooks/useUnitsForFaction';
import { useNews } from '../../../src/db/hooks/useNews';
import { useCurrentGame } from '../../../src/db/hooks/useCurrentGame';
import { saveCurrentGame } from '../../../src/db/repositories/games';
import { applyGameEvent, createGame } from '../../../src/domain/game';
import { deleteListsByName, saveListLocally } from '../../../src/db/repositories/lists';
import { chooseLanguage } from '../../../src/db/repositories/settings';
import { seedVersionKey } from '../../../src/db/seed/ensureSeeded';
import type { SeedGroup } from '../../../src/db/seed/groups';
import { expectSeeder, setSeeder } from '../../../src/db/seed/seedRequests';
import { loadBundledNews } from '../../../src/db/seed/bundle';
import { useRulesSections } from '../../../src/db/hooks/useRulesSections';
import { useMissions } from '../../../src/db/hooks/useMissions';
import { useSpecialRules } from '../../../src/db/hooks/useSpecialRules';
import { noteSeed } from '../../../src/platform/seedMark';
import { T0, freshDb, pick, realCatalogue, uuid } from './helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `useValue` in a component and records every value it returns. */
function probe<T>(useValue: () => T) {
  const seen: T[] = [];
  function Probe() {
    seen.push(useValue());
    return null;
  }
  const container = document.createElement('div');
  const root: Root = createRoot(container);
  act(() => root.render(createElement(Probe)));
  return { seen, latest: () => seen[seen.length - 1], unmount: () => act(() => root.unmount()) };
}

/** Let Dexie and React settle until `done` holds (live queries resolve asynchronously). */
async function settle(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(done()).toBe(true);
}

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  // A test that made seed requests wait must not leave the next one waiting.
  setSeeder(null);
});

function track<T>(p: ReturnType<typeof probe<T>>) {
  unmounts.push(p.unmount);
  return p;
}

describe('live-query hooks', () => {
  it('useArmyLists and useArmyList go from loading (undefined) to empty/not found, then follow saves and deletes', async () => {
    freshDb();
    const lists = track(probe(() => useArmyLists(null)));
    const one = track(probe(() => useArmyList(uuid(1))));
    expect(lists.seen[0]).toBeUndefined();
    expect(one.seen[0]).toBeUndefined();
    await settle(() => Array.isArray(lists.latest()) && one.latest() === null);

    await act(async () => {
      await saveListLocally({ name: 'Live', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    });
    await settle(() => lists.latest()?.length === 1 && one.latest()?.name === 'Live');

    await act(async () => {
      await deleteListsByName('Live', { now: T0 + 1 });
    });
    await settle(() => lists.latest()?.length === 0 && one.latest() === null);
  });

  it('catalogue and news hooks ask for their seed groups, and say loading (not empty) until those are written', async () => {
    const db = freshDb();
    // As on the page before its sync worker is up: the hooks' seed requests wait.
    expectSeeder();
    const factions = track(probe(() => useFactions()));
    const units = track(probe(() => useUnitsForFaction('syenann')));
    const none = track(probe(() => useUnitsForFaction(null)));
    const catalogue = track(probe(() => useCatalogue()));
    const news = track(probe(() => useNews()));
    // Before the bundled seed is written (a first visit), content reads as loading, not empty.
    await settle(() => none.latest()?.length === 0);
    await act(async () => {
      await db.units.count();
    });
    expect(factions.latest()).toBeUndefined();
    expect(units.latest()).toBeUndefined();
    expect(news.latest()).toBeUndefined();
    // Not an empty catalogue, which a screen would read as "no units".
    expect(catalogue.latest()).toBeUndefined();
    expect(await db.syncState.count()).toBe(0);
    // No worker after all: the waiting requests are written on this thread, from the real bundle.
    await act(async () => {
      setSeeder(null);
    });
    await settle(() => factions.latest()?.length === 5);
    await settle(() => (units.latest()?.length ?? 0) > 0 && catalogue.latest()?.units.length === realCatalogue().units.length);
    expect(units.latest()?.every((u) => u.faction_id === 'syenann')).toBe(true);
    const bundledNews = (await loadBundledNews()) as unknown[];
    await settle(() => news.latest()?.length === bundledNews.length);
    expect(await db.syncState.get(seedVersionKey('news'))).toBeDefined();
    expect(await db.syncState.get(seedVersionKey('reference'))).toBeUndefined();
  });

  it('on a first visit the bundled units and catalogue keep their identity across renders (screens memoise on them)', async () => {
    freshDb();
    // The device has never held the catalogue and its seed waits (the worker is not up): the
    // hooks show the bundle.
    noteSeed('core', false);
    expectSeeder();
    let rerender: () => void = () => undefined;
    const seen: Array<{ units: unknown; catalogue: unknown }> = [];
    function Probe() {
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      seen.push({ units: useUnitsForFaction('syenann'), catalogue: useCatalogue() });
      return null;
    }
    const root: Root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    unmounts.push(() => act(() => root.unmount()));
    await settle(() => ((seen.at(-1)?.units as unknown[] | undefined)?.length ?? 0) > 0 && seen.at(-1)?.catalogue !== undefined);
    const shown = seen.at(-1)!;
    const renders = seen.length;
    act(() => rerender());
    act(() => rerender());
    expect(seen.length).toBe(renders + 2);
    for (const later of seen.slice(renders)) {
      expect(later.units).toBe(shown.units);
      expect(later.catalogue).toBe(shown.catalogue);
    }
  });

  it('each hook that reads the catalogue or its terms asks for their seed by itself', async () => {
    const readers: Array<[string, () => unknown, SeedGroup]> = [
      ['useFactions', () => useFactions(), 'core'],
      ['useUnitsForFaction', () => useUnitsForFaction('syenann'), 'core'],
      ['useCatalogue', () => useCatalogue(), 'core'],
      ['useSpecialRules', () => useSpecialRules(), 'terms'],
    ];
    const filled = (value: unknown) => (Array.isArray(value) ? value.length : ((value as { units?: unknown[] } | undefined)?.units?.length ?? 0)) > 0;
    for (const [name, read, group] of readers) {
      const db = freshDb();
      const reader = track(probe(read));
      // The catalogue hooks show the bundled catalogue while the device has none, so rows on
      // screen do not prove the seed was written: wait for this hook's own request to write it.
      let written: unknown;
      for (let i = 0; i < 200 && written === undefined; i += 1) {
        written = await db.syncState.get(seedVersionKey(group));
        if (written === undefined) await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
      }
      expect(written, name).toBeDefined();
      await settle(() => filled(reader.latest()));
      for (const unmount of unmounts.splice(0)) unmount();
    }
  });

  it('a screen reading rules or missions writes the reference seed only (the home page never loads it)', async () => {
    const db = freshDb();
    const sections = track(probe(() => useRulesSections()));
    const missions = track(probe(() => useMissions()));
    expect(sections.latest()).toBeUndefined();
    await settle(() => (sections.latest()?.length ?? 0) > 0 && (missions.latest()?.length ?? 0) > 0);
    expect(await db.syncState.get(seedVersionKey('reference'))).toBeDefined();
    // Only the reference group was written: the catalogue and the news wait for a screen that reads them.
    expect(await db.syncState.get(seedVersionKey('core'))).toBeUndefined();
    expect(await db.syncState.get(seedVersionKey('news'))).toBeUndefined();
    expect(await db.units.count()).toBe(0);
    expect(await db.news.count()).toBe(0);
  });

  it('useSetting, useDraft, usePendingSyncCount and useSyncState show null/zero/idle before anything is stored', async () => {
    freshDb();
    const language = track(probe(() => useSetting('language')));
    const draft = track(probe(() => useDraft('postForm')));
    const pending = track(probe(() => usePendingSyncCount()));
    const sync = track(probe(() => useSyncState()));
    await settle(() => language.latest() === null && draft.latest() === null && pending.latest() === 0 && sync.latest()?.phase === 'idle');
    await act(async () => {
      await chooseLanguage('es');
      await saveListLocally({ name: 'P', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(2) });
    });
    await settle(() => language.latest() === 'es' && pending.latest() === 1);
  });

  it('useCurrentGame follows the saved game', async () => {
    freshDb();
    const current = track(probe(() => useCurrentGame()));
    expect(current.seen[0]).toBeUndefined();
    await settle(() => current.latest() === null);
    const state = applyGameEvent(applyGameEvent(createGame('g'), { type: 'setMission', mission: 'm' }), { type: 'upsertPlayer', player: { id: 'p1' } });
    await act(async () => {
      await saveCurrentGame(state, { now: T0 });
    });
    await settle(() => current.latest()?.id === 'g');
  });
});
