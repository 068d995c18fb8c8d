import { useLiveQuery } from 'dexie-react-hooks';
import type { ArmyList } from '../../domain/types';
import { getDb } from '../database';
import { readArmyLists } from '../queries';

/**
 * The saved lists as the panel shows them (de-duplicated by name, cloud first, newest first;
 * tombstones and unreadable rows left out). Undefined while loading, [] when there are none.
 */
export const useArmyLists = (): ArmyList[] | undefined => useLiveQuery(() => readArmyLists(getDb()), []);
