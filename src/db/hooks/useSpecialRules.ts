import { useLiveQuery } from 'dexie-react-hooks';
import type { SpecialRuleText } from '../../domain/types';
import { getDb } from '../database';
import { readSpecialRules, seededRows } from '../queries';
import { useSeedGroup } from './useSeedGroup';

/**
 * Keyword, characteristic and special-rule texts by name; undefined while loading, [] when none
 * are stored. "Is it seeded" is read before the rows (the seed writes both in one transaction),
 * so a seed written between the two reads never reads as "none".
 */
export const useSpecialRules = (): SpecialRuleText[] | undefined => {
  useSeedGroup('core');
  return useLiveQuery(async () => {
    const db = getDb();
    const seeded = await seededRows(db, []);
    const rules = await readSpecialRules(db);
    return rules.length > 0 || seeded ? rules : undefined;
  }, []);
};
