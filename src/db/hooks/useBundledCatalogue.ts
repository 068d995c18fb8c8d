import { useEffect, useState } from 'react';
import type { Catalogue } from '../../domain/catalogue';
import { logger } from '../../platform/logger';
import { useDatabaseAvailability } from '../availability';
import { loadParsedBundledCatalogue } from '../seed/bundledCatalogue';

/**
 * Issue 13 item 12: where the browser refuses the local database, the catalogue comes straight
 * from the bundle (the same file the database is seeded from), so the builder still has its
 * factions and units. null while the database works (or is still being opened).
 */
export function useBundledWhenNoDatabase(): Catalogue | null {
  const availability = useDatabaseAvailability();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  useEffect(() => {
    if (availability !== 'unavailable' || catalogue) return;
    let cancelled = false;
    loadParsedBundledCatalogue().then(
      (value) => {
        if (!cancelled) setCatalogue(value);
      },
      (error: unknown) => logger.warn('The bundled catalogue could not be read', { error: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [availability, catalogue]);
  return availability === 'unavailable' ? catalogue : null;
}
