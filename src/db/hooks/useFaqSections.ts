import { useLiveQuery } from 'dexie-react-hooks';
import type { FaqSection } from '../../domain/types';
import { getDb } from '../database';
import { readFaqSections } from '../queries';

/** FAQ sections in order; undefined while loading, [] when none are stored. */
export const useFaqSections = (): FaqSection[] | undefined => useLiveQuery(() => readFaqSections(getDb()), []);
