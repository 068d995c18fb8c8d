import { useState } from 'react';
import type { Catalogue } from '../../domain/catalogue';
import { deviceHasSeed } from '../../platform/seedMark';
import { useDatabaseRefused } from '../availability';
import { useBundledCatalogueWhen } from '../seed/bundledCatalogue';

/**
 * The catalogue straight from the bundle (the very file the database is seeded from), where a
 * screen would otherwise wait for the device's copy:
 * - where the browser refuses the local database (issue 13 item 12): always, so the builder
 *   still has its factions and units;
 * - on a device that has never held the catalogue (issue 12), until its own copy is in
 *   (`storedReady`): a first visit's builder shows its units as soon as the bundled file is
 *   read, not after the sync worker has written the seed and the database has been read back.
 * null while the device's copy is what the screen shows (or while the database is opened).
 */
export function useBundledCatalogue(storedReady: boolean): Catalogue | null {
  const refused = useDatabaseRefused();
  // Read once per screen: the mark is written when a read finds the catalogue stored.
  const [firstVisit] = useState(() => !deviceHasSeed('core'));
  return useBundledCatalogueWhen(refused || (firstVisit && !storedReady));
}
