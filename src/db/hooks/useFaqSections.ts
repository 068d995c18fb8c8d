import { useLiveQuery } from './useLiveQuery';
import type { FaqSection } from '../../domain/types';
import { getDb } from '../database';
import { readFaqSections, seededRead } from '../queries';
import { useSeedGroup } from './useSeedGroup';

/** FAQ sections in order; undefined while loading (or while the reference seed is being written), [] when none are stored. */
export function useFaqSections(): FaqSection[] | undefined {
  const versionKey = useSeedGroup('reference');
  return useLiveQuery(async () => seededRead(getDb(), readFaqSections, versionKey), [versionKey]);
}
