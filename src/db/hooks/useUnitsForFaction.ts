import { useLiveQuery } from 'dexie-react-hooks';
import type { Unit } from '../../domain/types';
import { getDb } from '../database';
import { readUnitsForFaction, seededRows } from '../queries';
import { useBundledWhenNoDatabase } from './useBundledWhenNoDatabase';

/**
 * Units of one faction; undefined while loading, [] for no faction or none stored.
 *
 * A live query keeps its last result while it reads for new arguments, so the result carries
 * the faction it was read for: another faction's units (or the [] of "no faction" while the
 * remembered faction is still being read, on a first visit) never stand in for this one's, which
 * would show "No units are available for this faction yet." while they load (issue 12 item 5).
 */
export const useUnitsForFaction = (factionId: string | null | undefined): Unit[] | undefined => {
  const key = factionId ?? null;
  const stored = useLiveQuery(async () => ({ factionId: key, units: key ? await seededRows(getDb(), await readUnitsForFaction(getDb(), key)) : [] }), [key]);
  const bundled = useBundledWhenNoDatabase();
  if (bundled) return bundled.units.filter((unit) => unit.faction_id === factionId);
  return stored?.factionId === key ? stored.units : undefined;
};
