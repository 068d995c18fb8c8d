// Missions and feats travel seed -> local backend -> content pull -> Dexie with their
// structured fact-base entry (missions.details); the migration removes the invented feats a
// backend seeded earlier still holds.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { runSync } from '../../../sync/runSync';
import { SCENARIOS, getScenario, parseScenario } from '../../../src/domain/scenarios';
import { readMissions } from '../../../src/db/queries';
import { captureLogs, dataClient, freshDb } from './helpers';

const MIGRATION = resolve(__dirname, '../../../supabase/migrations/20261124010000_mission_details.sql');

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

describe('missions content pull', () => {
  it('brings every mission and feat with a valid structured entry', async () => {
    const db = freshDb();
    const client = dataClient(backend.url, backend.anonKey);
    const outcome = await runSync({ db, getClient: async () => client, isOnline: () => true });
    expect(outcome.status).toBe('synced');

    const missions = await readMissions(db);
    expect(missions.map((m) => m.id)).toEqual(SCENARIOS.map((s) => s.id));
    const takePositions = missions.find((m) => m.id === 'take-positions');
    expect(takePositions).toMatchObject({ name: 'Take Positions', name_es: 'Tomar posiciones', name_fr: 'Prendre position', source: 'official' });
    const details = parseScenario(takePositions?.details);
    expect(details?.scoring.map((l) => [l.points, l.currency, l.control])).toEqual([
      [1, 'MP', 'stepper'],
      [1, 'MP', 'toggle'],
    ]);
    expect(details).toEqual(getScenario('take-positions'));
    expect(missions.find((m) => m.id === 'sacred-land')).toMatchObject({ source: 'community', creator: 'Vladimir Sagalov (FinalForm)' });
  });

  it('the migration removes the invented feats of the earlier seed and keeps the real rows', async () => {
    await backend.query("insert into public.missions (id, name, kind, order_index) values ('first-blood', 'First Blood', 'feat', 99)");
    const statements = readFileSync(MIGRATION, 'utf8')
      .replace(/^--.*$/gm, '')
      .split(/;\s*\n/)
      .map((sql) => sql.trim())
      .filter(Boolean);
    for (const sql of statements) await backend.query(sql);
    expect(await backend.query("select id from public.missions where id = 'first-blood'")).toEqual([]);
    const [row] = await backend.query<{ n: number }>('select count(*)::int as n from public.missions where details is not null');
    expect(row?.n).toBe(SCENARIOS.length);
  });

  it('accepts only objects as details', async () => {
    await expect(backend.query(`update public.missions set details = '[1, 2]'::jsonb where id = 'loot'`)).rejects.toThrow(/missions_details_is_object/);
  });
});
