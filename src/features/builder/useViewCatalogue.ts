import { useEffect, useState } from 'react';
import { loadCatalogue, type Catalogue } from '../../domain/catalogue';
import { logger } from '../../platform/logger';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useCatalogueVersion, UNKNOWN_DATA_VERSION } from '../../db/hooks/useCatalogueVersion';
import type { LocalCatalogue } from '../../db/queries';
import { loadBundledCatalogue } from '../../db/seed/bundle';
import { deviceHasSeed, noteSeed } from '../../db/seedMark';

export interface ViewCatalogue {
  catalogue: LocalCatalogue;
  dataVersion: string;
  /** True once it is the device's own (seeded) catalogue, which writes to the list tables wait for. */
  fromDevice: boolean;
}

let bundledCatalogue: Catalogue | null = null;
let bundledPending: Promise<Catalogue> | null = null;

/**
 * The bundled catalogue, read from its chunk and checked once per page. A screen that shows
 * a list from a link starts it with its own chunk (SharedListScreen), so its first render
 * already has it on a first visit.
 */
export function loadBundledViewCatalogue(): Promise<Catalogue> {
  bundledPending ??= loadBundledCatalogue().then((raw) => (bundledCatalogue = loadCatalogue(raw)));
  bundledPending.catch(() => {
    bundledPending = null;
  });
  return bundledPending;
}

/**
 * The catalogue a read-only list view prices with (issue 12 "A shared list opens at once"):
 * the device's own once it is seeded (it may hold newer points from the server), and until
 * then the bundled catalogue read straight from its chunk, so a first visit from a QR code
 * shows the list and its total without waiting for the local database. A device marked as
 * seeded (db/seedMark.ts) waits for its own. undefined while neither is in.
 */
export function useViewCatalogue(): ViewCatalogue | undefined {
  const stored = useCatalogue();
  const storedVersion = useCatalogueVersion();
  const [firstVisit] = useState(() => !deviceHasSeed());
  const [bundled, setBundled] = useState<Catalogue | null>(() => (firstVisit ? bundledCatalogue : null));
  const storedReady = stored !== undefined && stored.units.length > 0 && storedVersion !== undefined && storedVersion !== UNKNOWN_DATA_VERSION;

  useEffect(() => {
    if (storedReady) noteSeed(true);
  }, [storedReady]);

  // A device marked as seeded waits for its own catalogue; if its read finds none after all,
  // the bundled one serves.
  const waitForStored = !firstVisit && stored === undefined;
  useEffect(() => {
    if (storedReady || bundled || waitForStored) return;
    let cancelled = false;
    loadBundledViewCatalogue().then(
      (catalogue) => {
        if (!cancelled) setBundled(catalogue);
      },
      (error: unknown) => logger.warn('The bundled catalogue could not be read', { error: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [storedReady, bundled, waitForStored]);

  if (storedReady) return { catalogue: stored, dataVersion: storedVersion, fromDevice: true };
  if (bundled) return { catalogue: { factions: bundled.factions, units: bundled.units }, dataVersion: bundled.dataVersion, fromDevice: false };
  return undefined;
}
