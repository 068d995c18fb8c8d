import { useLiveQuery } from 'dexie-react-hooks';
import type { RulesChapter } from '../../domain/types';
import { getDb } from '../database';
import { readRulesChapters, seededRows } from '../queries';

/** Rules chapters in book order; undefined while loading, [] when none are stored. */
export const useRulesChapters = (): RulesChapter[] | undefined => useLiveQuery(async () => seededRows(getDb(), await readRulesChapters(getDb())), []);
