// Local database figures, measured in Node: fake-indexeddb/auto (imported first, below) gives
// Dexie an in-memory IndexedDB, so these numbers compare our own code between changes rather
// than a browser's disk. The headless-browser variant of these figures belongs to the lead.
//
//   npx tsx bench/db.ts   → prints JSON
//
// db_first_page_10k_ms  open the database and read the first page (50) of saved lists with
//                       10,000 lists stored; median of 5 fresh opens
// db_save_median_ms     one saveListLocally call (validation, row + outbox in one transaction)
// db_save_p95_ms        over 200 saves
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import Dexie from 'dexie';
import { WarcrowDB, setDb } from '../src/db/database';
import { readListsPage } from '../src/db/queries';
import { saveListLocally } from '../src/db/repositories/lists';
import type { ArmyList, SelectedUnit } from '../src/domain/types';
import { setLogSink } from '../src/platform/logger';

const STORED_LISTS = 10_000;
const PAGE_SIZE = 50;
const OPEN_RUNS = 5;
const SAVE_RUNS = 200;
const T0 = Date.UTC(2025, 0, 1);

function unit(n: number): SelectedUnit {
  return {
    id: `bench-unit-${n}`,
    name: `Bench unit ${n}`,
    pointsCost: 10 + (n % 40),
    quantity: 1,
    faction: 'Syenann',
    faction_id: 'syenann',
    keywords: [{ name: 'Infantry' }],
    highCommand: false,
    availability: 3,
    command: n % 2,
    tournamentLegal: true,
  };
}

const UNITS = Array.from({ length: 8 }, (_, i) => unit(i));

function storedList(i: number): ArmyList {
  const at = new Date(T0 + i * 1000).toISOString();
  return { id: crypto.randomUUID(), name: `List ${i}`, faction: 'syenann', units: UNITS, created_at: at, updated_at: at, source: 'local' };
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export async function benchDb(): Promise<Record<string, number>> {
  setLogSink(() => {});
  const name = `warcrow-bench-${process.pid}-${Date.now()}`;
  try {
    const seedDb = new WarcrowDB(name);
    await seedDb.lists.bulkAdd(Array.from({ length: STORED_LISTS }, (_, i) => storedList(i)));
    seedDb.close();

    const firstPage: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run += 1) {
      const start = performance.now();
      const db = new WarcrowDB(name);
      await db.open();
      const page = await readListsPage(db, { limit: PAGE_SIZE });
      firstPage.push(performance.now() - start);
      if (page.length !== PAGE_SIZE) throw new Error(`first page had ${page.length} lists`);
      db.close();
    }

    const db = new WarcrowDB(name);
    setDb(db);
    await db.open();
    const saves: number[] = [];
    for (let i = 0; i < SAVE_RUNS; i += 1) {
      const start = performance.now();
      await saveListLocally({ name: `Saved ${i % 20}`, faction: 'syenann', units: UNITS }, { now: T0 + i, id: crypto.randomUUID() }, db);
      saves.push(performance.now() - start);
    }
    db.close();
    setDb(null);

    firstPage.sort((a, b) => a - b);
    saves.sort((a, b) => a - b);
    return {
      db_first_page_10k_ms: round(percentile(firstPage, 50)),
      db_save_median_ms: round(percentile(saves, 50)),
      db_save_p95_ms: round(percentile(saves, 95)),
    };
  } finally {
    setLogSink(null);
    await Dexie.delete(name);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchDb().then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
