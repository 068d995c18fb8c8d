import { useLiveQuery } from './useLiveQuery';
import type { RulesSection } from '../../domain/types';
import { getDb } from '../database';
import { readRulesSections, seededRead } from '../queries';
import { useSeedGroup } from './useSeedGroup';

/** Rules sections in book order (filter by chapter_id at render); undefined while loading (or while the reference seed is being written), [] when none are stored. */
export function useRulesSections(): RulesSection[] | undefined {
  const versionKey = useSeedGroup('reference');
  return useLiveQuery(async () => seededRead(getDb(), readRulesSections, versionKey), [versionKey]);
}
