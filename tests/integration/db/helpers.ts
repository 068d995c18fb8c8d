// Shared set-up for the Dexie integration tests: a fresh database per test, units from the
// real catalogue, pinned clocks and ids, and a log sink that records warnings.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach } from 'vitest';
import { loadCatalogue, type Catalogue } from '../../../src/domain/catalogue';
import { toSelectedUnit } from '../../../src/domain/lists';
import type { FactionId, SelectedUnit, Unit } from '../../../src/domain/types';
import { setLogSink, type LogLevel } from '../../../src/platform/logger';
import { openAppDatabase, setDb, type WarcrowDB } from '../../../src/db/database';
import { setOutboxAccount } from '../../../src/db/outbox';

export const T0 = Date.UTC(2025, 2, 1, 12, 0, 0);
export const iso = (ms: number) => new Date(ms).toISOString();

let counter = 0;
const opened: WarcrowDB[] = [];

/** A new, empty database registered as the current one. */
export function freshDb(): WarcrowDB {
  counter += 1;
  const db = openAppDatabase(`warcrow-test-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`);
  opened.push(db);
  setDb(db);
  return db;
}

afterEach(async () => {
  setDb(null);
  setOutboxAccount(null);
  setLogSink(null);
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

/** uuid-shaped ids numbered in order, so tests can name them. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

let catalogue: Catalogue | null = null;
export function realCatalogue(): Catalogue {
  catalogue ??= loadCatalogue(JSON.parse(readFileSync(resolve(process.cwd(), 'supabase/seed/catalogue.json'), 'utf8')));
  return catalogue;
}

export function unitsOf(faction: FactionId): Unit[] {
  return realCatalogue().units.filter((u) => u.faction_id === faction);
}

/** `count` selected units of a faction, quantity 1 each. */
export function pick(faction: FactionId, count = 2, quantity = 1): SelectedUnit[] {
  const units = unitsOf(faction).slice(0, count);
  if (units.length < count) throw new Error(`catalogue has fewer than ${count} ${faction} units`);
  return units.map((u) => toSelectedUnit(u, quantity));
}

export interface LogLine {
  level: LogLevel;
  message: string;
  context?: Record<string, unknown>;
}

export function captureLogs(): LogLine[] {
  const lines: LogLine[] = [];
  setLogSink((level, message, context) => lines.push(context === undefined ? { level, message } : { level, message, context }));
  return lines;
}
