/**
 * The catalogue's dataVersion as this device has it: the part of the stored seed version
 * before ':' (ensureSeeded writes `${dataVersion}:${contentFingerprint}`). Share codes carry it
 * so a reader can tell the points changed. Encoding and decoding here use the same value.
 * undefined while loading.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { getSeedVersion } from '../../db/repositories/syncState';

export const UNKNOWN_DATA_VERSION = 'local';

export function useCatalogueVersion(): string | undefined {
  return useLiveQuery(async () => {
    const seed = await getSeedVersion();
    const dv = seed?.split(':')[0];
    return dv && dv !== 'none' ? dv : UNKNOWN_DATA_VERSION;
  }, []);
}
