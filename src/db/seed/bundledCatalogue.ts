/**
 * The bundled catalogue (the file the database is seeded from), read from its chunk and
 * checked once per page: the builder serves it where the browser has no database, and a
 * shared list prices with it on a first visit. No database library here.
 */
import { loadCatalogue, type Catalogue } from '../../domain/catalogue';
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
