/**
 * A short list fingerprint for events (issue 14): the first 8 hex digits of SHA-256 over the
 * canonical list and the catalogue data version, shown as "3F9A-1C07". An organiser compares
 * the fingerprint on a printout with the one the player's share code or QR code shows.
 *
 * The canonical list is what decides the army, in a fixed order: the faction, then each unit
 * (merged by id, sorted by id) with its quantity and the unit its Characters join. The name,
 * the note, the budget and the order the units were added in do not change it; a different
 * catalogue version does, because the same units may be priced differently.
 */
import type { SelectedUnit } from './types';

type FingerprintUnit = Pick<SelectedUnit, 'id' | 'quantity'> & { attachedTo?: string | null };

export interface FingerprintInput {
  faction: string;
  units: readonly FingerprintUnit[];
}

/** The canonical text hashed: stable whatever the unit order. */
export function canonicalListText(list: FingerprintInput, dataVersion: string | null): string {
  const merged = new Map<string, { quantity: number; attachedTo: string | null }>();
  for (const u of list.units) {
    const q = Number.isFinite(u.quantity) ? Math.floor(u.quantity) : 0;
    if (q < 1) continue;
    const prev = merged.get(u.id);
    const attachedTo = typeof u.attachedTo === 'string' && u.attachedTo !== '' ? u.attachedTo : null;
    merged.set(u.id, { quantity: (prev?.quantity ?? 0) + q, attachedTo: prev?.attachedTo ?? attachedTo });
  }
  const units = [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { quantity, attachedTo }]) => [id, quantity, attachedTo !== null && merged.has(attachedTo) ? attachedTo : null]);
  return JSON.stringify({ f: list.faction, dv: dataVersion ?? null, u: units });
}

/** "3F9A-1C07": SHA-256 of the canonical text, its first 8 hex digits in two groups. */
export async function listFingerprint(list: FingerprintInput, dataVersion: string | null): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalListText(list, dataVersion)));
  const hex = [...new Uint8Array(digest).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join('').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}
