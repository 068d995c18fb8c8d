/**
 * The share code the Lighthouse bench opens at /shared-list/{code}: a real list made from the
 * seeded catalogue (supabase/seed/catalogue.json) with the app's own encoder, so the page shows
 * units and a total rather than an error.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeShareCode } from '../src/domain/shareCode';
import type { Keyword } from '../src/domain/types';

interface CatalogueFile {
  dataVersion: string;
  units: Array<{ id: string; name: string; faction_id: string; pointsCost: number; command: number; highCommand: boolean; keywords: Keyword[] }>;
}

const CATALOGUE = fileURLToPath(new URL('../supabase/seed/catalogue.json', import.meta.url));

/** The first faction's first High Command unit and its first three other units that cost points, with their total. */
export function sampleSharedList(): { code: string; points: number } {
  const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as CatalogueFile;
  const faction = catalogue.units[0]!.faction_id;
  const own = catalogue.units.filter((u) => u.faction_id === faction);
  const leader = own.find((u) => u.highCommand);
  const troops = own.filter((u) => !u.highCommand && u.pointsCost > 0).slice(0, 3);
  const units = [...(leader ? [leader] : []), ...troops].map((u) => ({ ...u, quantity: 1 }));
  const code = encodeShareCode({ name: 'Bench list', faction, created_at: '2026-01-01T00:00:00.000Z', units }, catalogue.dataVersion);
  return { code, points: units.reduce((sum, u) => sum + u.pointsCost, 0) };
}

export function sampleShareCode(): string {
  return sampleSharedList().code;
}
