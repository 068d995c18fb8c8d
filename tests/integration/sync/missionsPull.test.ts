// Missions and feats travel seed -> local backend -> content pull -> Dexie with their
// structured fact-base entry (missions.details), and the invented feats of the earlier seed
// are gone from the backend.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { runSync } from '../../../sync/runSync';
import { SCENARIOS, getScenario, parseScenario } from '../../../src/domain/scenarios';
import { readMissions } from '../../../src/db/queries';
import { captureLogs, dataClient, freshDb } from './helpers';

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

  it('accepts only objects as details; the seeded backend has no invented feats', async () => {
    const invented = await backend.query<{ id: string }>(
      "select id from public.missions where id in ('first-blood', 'hold-the-line', 'slay-the-warlord', 'behind-enemy-lines', 'against-the-odds', 'spell-breaker', 'untouched')",
    );
    expect(invented).toEqual([]);
    await expect(backend.query(`update public.missions set details = '[1, 2]'::jsonb where id = 'loot'`)).rejects.toThrow(/missions_details_is_object/);
  });
});
