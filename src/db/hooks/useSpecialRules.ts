import { useLiveQuery } from './useLiveQuery';
import type { SpecialRuleText } from '../../domain/types';
import { getDb } from '../database';
import { readSpecialRules, seededRead } from '../queries';
import { seedVersionKey } from '../seed/groups';
import { useSeedGroup } from './useSeedGroup';

/**
 * Keyword, characteristic and special-rule texts by name, their seed asked for; undefined while
 * loading, [] when none are stored. "Is it seeded" is read before the rows (the seed writes both
 * in one transaction), so a seed written between the two reads never reads as "none".
 */
export const useSpecialRules = (): SpecialRuleText[] | undefined => {
  useSeedGroup('terms');
  const stored = useStoredTerms();
  return stored?.seeded ? stored.rows : undefined;
};

/**
 * What the device holds of the term texts, without asking for their seed: undefined while
 * reading, then whether the terms are seeded and their rows (the builder names terms from the
 * bundle until they are; the sync worker's start writes them on a device that holds the catalogue).
 */
export function useStoredTerms(): { seeded: boolean; rows: SpecialRuleText[] } | undefined {
  return useLiveQuery(async () => {
    const rows = await seededRead(getDb(), readSpecialRules, seedVersionKey('terms'));
    return { seeded: rows !== undefined, rows: rows ?? [] };
  }, []);
}
