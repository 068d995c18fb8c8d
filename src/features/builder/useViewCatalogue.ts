import { useEffect, useMemo, useState } from 'react';
import type { Faction, Unit } from '../../domain/types';
import { useBundledCatalogueWhen } from '../../db/seed/bundledCatalogue';
import { deviceHasSeed, noteSeed } from '../../platform/seedMark';
import type { StoredCatalogue } from './storedCatalogue';
import { useStoredCopy } from '../../ui/useStoredCopy';

export interface ViewCatalogue {
  catalogue: { factions: Faction[]; units: Unit[] };
  dataVersion: string;
  /** True once it is the device's own (seeded) catalogue, which writes to the list tables wait for. */
  fromDevice: boolean;
}

/**
 * The catalogue a read-only list view prices with (issue 12 "A shared list opens at once"):
 * the device's own once it is seeded (it may hold newer points from the server), and until
 * then the bundled catalogue read straight from its chunk, so a first visit from a QR code
 * shows the list and its total without waiting for the local database. The device's own is
 * watched (storedCatalogue.ts) from after the first paint on a seeded device, and once the page
 * is idle on a first visit, so the database library is never on the first screen's path. A
 * device marked as holding the catalogue (platform/seedMark.ts) waits for its own and takes the
 * bundled one only if it holds none. undefined while neither is in.
 */
export function useViewCatalogue(): ViewCatalogue | undefined {
  const [firstVisit] = useState(() => !deviceHasSeed('core'));
  // undefined: not read yet; null: the device holds none (or has no database).
  const stored = useStoredCopy<StoredCatalogue | null>(() => import('./storedCatalogue').then((m) => m.watchStoredCatalogue), firstVisit, 'catalogue', 'core', null);

  useEffect(() => {
    if (stored) noteSeed('core', true);
  }, [stored]);

  // A device marked as seeded waits for its own catalogue; if its read finds none after all,
  // the bundled one serves.
  const bundled = useBundledCatalogueWhen(!stored && (firstVisit || stored === null));

  // One object per catalogue: the views key their decoding and pricing on its identity (a new
  // one on every render had the shared view decode an old code again after every render).
  return useMemo(() => {
    if (stored) return { catalogue: stored.catalogue, dataVersion: stored.dataVersion, fromDevice: true };
    if (bundled) return { catalogue: { factions: bundled.factions, units: bundled.units }, dataVersion: bundled.dataVersion, fromDevice: false };
    return undefined;
  }, [stored, bundled]);
}
