import { useLiveQuery } from 'dexie-react-hooks';
import type { FaqSection } from '../../domain/types';
import { getDb } from '../database';
import { readFaqSections, seededRows } from '../queries';

/** FAQ sections in order; undefined while loading, [] when none are stored. */
export const useFaqSections = (): FaqSection[] | undefined => useLiveQuery(async () => seededRows(getDb(), await readFaqSections(getDb())), []);
