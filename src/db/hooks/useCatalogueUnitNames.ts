import { useLiveQuery } from './useLiveQuery';
import type { Unit } from '../../domain/types';
import { getDb } from '../database';

export type UnitNames = Pick<Unit, 'name'> & Partial<Pick<Unit, 'name_es' | 'name_fr'>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The catalogue's names (English, Spanish, French) of the units with these ids, as this device
 * holds them; undefined while reading. Units the device does not hold (the catalogue not
 * stored yet, a unit since removed) are not in the map. Nothing is seeded for it: a screen that
 * shows stored names falls back on them.
 */
export function useCatalogueUnitNames(ids: readonly string[]): ReadonlyMap<string, UnitNames> | undefined {
  const key = [...new Set(ids)].sort().join('\n');
  return useLiveQuery(async () => {
    const wanted = key === '' ? [] : key.split('\n');
    const rows = wanted.length === 0 ? [] : await getDb().units.bulkGet(wanted);
    const names = new Map<string, UnitNames>();
    rows.forEach((row, index) => {
      const record = row as Partial<Record<'name' | 'name_es' | 'name_fr', unknown>> | undefined;
      const name = text(record?.name);
      if (!name) return;
      const es = text(record?.name_es);
      const fr = text(record?.name_fr);
      names.set(wanted[index]!, { name, ...(es ? { name_es: es } : {}), ...(fr ? { name_fr: fr } : {}) });
    });
    return names;
  }, [key]);
}
