import { useLiveQuery } from 'dexie-react-hooks';
import type { SpecialRuleText } from '../../domain/types';
import { getDb } from '../database';
import { readSpecialRules, seededRows } from '../queries';

/** Keyword, characteristic and special-rule texts by name; undefined while loading, [] when none are stored. */
export const useSpecialRules = (): SpecialRuleText[] | undefined => useLiveQuery(async () => seededRows(getDb(), await readSpecialRules(getDb())), []);
