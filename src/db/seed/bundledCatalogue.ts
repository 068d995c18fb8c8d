/**
 * The bundled catalogue (the file the database is seeded from), read from its chunk and
 * checked once per page: the builder serves it where the browser has no database, and a
 * shared list prices with it on a first visit. No database library here.
 */
import { useEffect, useState } from 'react';
import { loadCatalogue, type Catalogue } from '../../domain/catalogue';
import { logger } from '../../platform/logger';
import { loadBundledCatalogue } from './bundle';

let parsed: Catalogue | null = null;
let pending: Promise<Catalogue> | null = null;

export function loadParsedBundledCatalogue(): Promise<Catalogue> {
  pending ??= loadBundledCatalogue().then((raw) => (parsed = loadCatalogue(raw)));
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** The bundled catalogue if this page has already read it, else null (for a first render). */
export function parsedBundledCatalogue(): Catalogue | null {
  return parsed;
}

/**
 * The bundled catalogue for a screen that wants it now (`wanted`), read from its chunk the
 * first time; null while it is not wanted, and while it is being read. Once read it is served
 * from memory at once, on this render and on every later screen of the page.
 */
export function useBundledCatalogueWhen(wanted: boolean): Catalogue | null {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(parsedBundledCatalogue);
  useEffect(() => {
    if (!wanted || catalogue) return;
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
  }, [wanted, catalogue]);
  return wanted ? catalogue : null;
}
