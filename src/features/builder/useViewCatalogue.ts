import { useEffect, useState } from 'react';
import { loadCatalogue, type Catalogue } from '../../domain/catalogue';
import { logger } from '../../platform/logger';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useCatalogueVersion, UNKNOWN_DATA_VERSION } from '../../db/hooks/useCatalogueVersion';
import type { LocalCatalogue } from '../../db/queries';
import { loadBundledCatalogue } from '../../db/seed/bundle';

export interface ViewCatalogue {
  catalogue: LocalCatalogue;
  dataVersion: string;
  /** True once it is the device's own (seeded) catalogue, which writes to the list tables wait for. */
  fromDevice: boolean;
}

/**
 * The catalogue a read-only list view prices with (issue 12 "A shared list opens at once"):
 * the device's own once it is seeded (it may hold newer points from the server), and until
 * then the bundled catalogue read straight from its chunk, so a first visit from a QR code
 * shows the list and its total without waiting for the local database. undefined while neither
 * is in.
 */
export function useViewCatalogue(): ViewCatalogue | undefined {
  const stored = useCatalogue();
  const storedVersion = useCatalogueVersion();
  const [bundled, setBundled] = useState<Catalogue | null>(null);
  const storedReady = stored !== undefined && stored.units.length > 0 && storedVersion !== undefined && storedVersion !== UNKNOWN_DATA_VERSION;

  useEffect(() => {
    if (storedReady || bundled) return;
    let cancelled = false;
    loadBundledCatalogue().then(
      (raw) => {
        if (!cancelled) setBundled(loadCatalogue(raw));
      },
      (error: unknown) => logger.warn('The bundled catalogue could not be read', { error: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [storedReady, bundled]);

  if (storedReady) return { catalogue: stored, dataVersion: storedVersion, fromDevice: true };
  if (bundled) return { catalogue: { factions: bundled.factions, units: bundled.units }, dataVersion: bundled.dataVersion, fromDevice: false };
  return undefined;
}
