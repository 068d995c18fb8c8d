// List library figures (issue 16), measured in Node on fake-indexeddb like bench/db.ts, so they
// compare our own code between changes. No assertions: benchmarks measure, tests assert.
//
//   npx tsx bench/library.ts   → prints JSON
//
// library_save_200_versions_median_ms  one saveListLocally of changed content on a list that
//                                      already has 200 versions (the save keeps one more); median of 50
// library_open_history_200_versions_ms read a 200-version history and build its rows (date,
//                                      total, size) and the diff of the oldest and the current; median of 20
// library_import_1000_lists_ms         read a 1,000-list file (JSON parse, schema check,
//                                      repricing) and keep every list (one transaction); median of 3
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import Dexie from 'dexie';
import { WarcrowDB, setDb } from '../src/db/database';
import { readListVersions } from '../src/db/repositories/listVersions';
import { getList, importLists, saveListLocally } from '../src/db/repositories/lists';
import { loadCatalogue } from '../src/domain/catalogue';
import { diffLists } from '../src/domain/listDiff';
import { readImport, toListFile } from '../src/domain/listFile';
import { toSelectedUnit } from '../src/domain/lists';
import type { SelectedUnit } from '../src/domain/types';
import { setLogSink } from '../src/platform/logger';
import { historyEntries } from '../src/features/library/versionEntries';
import type { ListVersionRow } from '../src/db/types';

const VERSIONS = 200;
const SAVE_RUNS = 50;
const OPEN_RUNS = 20;
const IMPORT_LISTS = 1000;
const IMPORT_RUNS = 3;
const T0 = Date.UTC(2026, 0, 1);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (ms: number) => Math.round(ms * 1000) / 1000;

export async function benchLibrary(): Promise<Record<string, number>> {
  setLogSink(() => {});
  const catalogue = loadCatalogue(JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'supabase/seed/catalogue.json'), 'utf8')));
  const nt = catalogue.units.filter((u) => u.faction_id === 'northern-tribes' && !u.highCommand);
  const unitsFor = (i: number): SelectedUnit[] => [0, 1, 2, 3, 4].map((k) => toSelectedUnit(nt[(i + k) % nt.length]!, 1));
  const name = `warcrow-bench-library-${process.pid}-${Date.now()}`;
  const db = new WarcrowDB(name);
  setDb(db);
  try {
    await db.open();
    const list = await saveListLocally({ name: 'Bench history', faction: 'northern-tribes', units: unitsFor(0) }, { now: T0, id: crypto.randomUUID() }, db);
    const rows: ListVersionRow[] = Array.from({ length: VERSIONS }, (_, i) => ({
      id: crypto.randomUUID(),
      listId: list.id,
      name: list.name,
      faction: 'northern-tribes',
      units: unitsFor(i + 1),
      dataVersion: catalogue.dataVersion,
      savedAt: new Date(T0 - (VERSIONS - i) * 60_000).toISOString(),
      replacedAt: new Date(T0 - (VERSIONS - i - 1) * 60_000).toISOString(),
      reason: 'saved',
    }));
    await db.listVersions.bulkAdd(rows);

    const saves: number[] = [];
    for (let i = 0; i < SAVE_RUNS; i += 1) {
      const start = performance.now();
      await saveListLocally({ id: list.id, name: list.name, faction: 'northern-tribes', units: unitsFor(i + 7) }, { now: T0 + (i + 1) * 1000 }, db);
      saves.push(performance.now() - start);
      // Back to 200 versions before the next save.
      const newest = await db.listVersions.where('[listId+savedAt]').between([list.id, ''], [list.id, '\uffff']).last();
      if (newest) await db.listVersions.delete(newest.id);
    }

    const opens: number[] = [];
    for (let i = 0; i < OPEN_RUNS; i += 1) {
      const start = performance.now();
      const current = await getList(list.id, db);
      const versions = await readListVersions(list.id, db);
      const entries = current ? historyEntries(current, versions) : [];
      const first = entries[0];
      const last = entries[entries.length - 1];
      if (first && last) diffLists(first.snapshot, last.snapshot);
      opens.push(performance.now() - start);
    }

    const file = JSON.stringify(
      toListFile(
        Array.from({ length: IMPORT_LISTS }, (_, i) => ({ name: `Imported ${i}`, faction: 'northern-tribes' as const, units: unitsFor(i), dataVersion: catalogue.dataVersion })),
        { exportedAt: new Date(T0).toISOString(), appVersion: 'bench' },
      ),
    );
    const imports: number[] = [];
    for (let i = 0; i < IMPORT_RUNS; i += 1) {
      const start = performance.now();
      const report = await readImport(file, { catalogue });
      await importLists(report.lists, { now: T0 + i }, db);
      imports.push(performance.now() - start);
    }

    return {
      library_save_200_versions_median_ms: round(median(saves)),
      library_open_history_200_versions_ms: round(median(opens)),
      library_import_1000_lists_ms: round(median(imports)),
    };
  } finally {
    db.close();
    setDb(null);
    setLogSink(null);
    await Dexie.delete(name);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchLibrary().then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
