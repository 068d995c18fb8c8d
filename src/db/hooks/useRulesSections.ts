import { useLiveQuery } from 'dexie-react-hooks';
import type { RulesSection } from '../../domain/types';
import { getDb } from '../database';
import { readRulesSections, seededRows } from '../queries';

/** Rules sections in book order (filter by chapter_id at render); undefined while loading, [] when none are stored. */
export const useRulesSections = (): RulesSection[] | undefined => useLiveQuery(async () => seededRows(getDb(), await readRulesSections(getDb())), []);
