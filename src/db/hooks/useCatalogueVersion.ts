import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { getSeedVersion } from '../repositories/syncState';
import { useBundledCatalogue } from './useBundledCatalogue';

import { UNKNOWN_DATA_VERSION } from '../../domain/constants';

export { UNKNOWN_DATA_VERSION };

/**
 * The catalogue's dataVersion as this device has it: the part of the stored seed version
 * before ':' (ensureSeeded writes `${dataVersion}:${contentFingerprint}`). Share codes carry it
 * so a reader can tell the points changed. undefined while loading; UNKNOWN_DATA_VERSION while
 * the device holds no catalogue yet (this hook does not ask for it: the screens that read the
 * catalogue do, through useCatalogue, useFactions and the like).
 */
export const useCatalogueVersion = (): string | undefined => {
  const stored = useLiveQuery(async () => {
    const dv = (await getSeedVersion(getDb()))?.split(':')[0];
    return dv && dv !== 'none' ? dv : UNKNOWN_DATA_VERSION;
  }, []);
  // While a first visit's screens show the bundled catalogue, its version is the one they price with.
  const bundled = useBundledCatalogue(stored !== undefined && stored !== UNKNOWN_DATA_VERSION);
  return bundled ? bundled.dataVersion : stored;
};
