/**
 * Share codes (SPEC.md 7 "Share links"): a list serialised, compressed and made URL-safe.
 *
 * Our format: JSON { v, dv, name, faction, created_at, units[] } through lz-string's
 * compressToEncodedURIComponent. `v` is the format version and `dv` the catalogue's
 * dataVersion, so a reader can tell the points changed since the link was made.
 * Legacy format: links made by the earlier fan builder, its JSON deflated with zlib and
 * base64url-encoded; inflated with DecompressionStream('deflate').
 *
 * Decoding is a security boundary, so it never throws and never trusts the payload:
 *  - the code's length and alphabet are checked before any decompression (lz-string cannot be
 *    interrupted, and its output can grow quadratically with its input, so the input bound is
 *    what bounds its time: MAX_SHARE_CODE_LENGTH keeps the worst case to a few milliseconds);
 *  - the decompressed text is length-checked before JSON.parse, and the zlib stream is read
 *    chunk by chunk and cancelled past MAX_LEGACY_INFLATED_BYTES;
 *  - parsed JSON is walked for prototype keys and nesting depth, then shape-checked (valibot);
 *  - every unit is re-resolved from the catalogue (by id, then by name within the faction,
 *    then across factions: src/domain/repricing.ts resolveEntry); points and command come from
 *    the catalogue, quantities are capped at availability, and entries the catalogue does not
 *    know are left out of `units` and reported. `entries` keeps what the link recorded (with
 *    its prices), capped like `units`, so the reader can show what changed and keep unknown
 *    units visible; `recorded` is the same at the link's own quantities (at most
 *    MAX_AVAILABILITY of a unit), the list as it was shared: repriceShare compares the two.
 * Anything that fails gives { ok: false, issue: 'share.decompressFailed' } → decodeShareCode null.
 */
import LZString from 'lz-string';
import { normaliseBudget } from './budget';
import * as v from 'valibot';
import { findUnitById, normaliseFactionId } from './catalogue';
import type { Catalogue } from './catalogue';
import {
  MAX_AVAILABILITY,
  MAX_LEGACY_INFLATED_BYTES,
  MAX_LIST_NAME_LENGTH,
  MAX_LIST_NOTE_LENGTH,
  MAX_SHARE_CODE_LENGTH,
  MAX_SHARE_JSON_CHARS,
  MAX_SHARE_JSON_DEPTH,
  MAX_SHARE_UNITS,
  MAX_UNIT_ID_LENGTH,
  SHARE_CODE_FORMAT_VERSION,
} from './constants';
import { toSelectedUnit } from './lists';
import type { DomainIssue } from './lists';
import { repriceList, resolveEntry, type CatalogueView, type PricedEntry, type Repricing } from './repricing';
import { isValidShortHash, shortLinkHash } from './shortHash';
import type { FingerprintInput } from './fingerprint';
import type { FactionId, Keyword, SelectedUnit, ShortLinkRecord, Unit } from './types';

// ----- Encoding -----

export interface ShareableList {
  name: string;
  faction: string;
  units: readonly (Pick<SelectedUnit, 'id' | 'name' | 'pointsCost' | 'command' | 'highCommand' | 'quantity' | 'keywords'> & { attachedTo?: string | null })[];
  created_at: string;
  /** The player's note (issue 16); left out of the code when blank. */
  note?: string | null;
  /** The points budget (issue 14); left out of the code when none. */
  budget?: number | null;
}

interface SharePayloadUnit {
  id: string;
  name: string;
  pointsCost: number;
  command: number;
  highCommand: boolean;
  quantity: number;
  keywords: Keyword[];
  /** Issue 14: the id of the unit this Character joins; absent when not attached. */
  attachedTo?: string;
}

export function encodeShareCode(list: ShareableList, dataVersion: string): string {
  const payload: Record<string, unknown> = {
    v: SHARE_CODE_FORMAT_VERSION,
    dv: dataVersion,
    name: list.name,
    faction: list.faction,
    created_at: list.created_at,
    units: list.units.map((u): SharePayloadUnit => {
      const unit: SharePayloadUnit = {
        id: u.id,
        name: u.name,
        pointsCost: u.pointsCost,
        command: u.command,
        highCommand: u.highCommand,
        quantity: u.quantity,
        keywords: u.keywords.map((k) => (k.value ? { name: k.name, value: k.value } : { name: k.name })),
      };
      if (typeof u.attachedTo === 'string' && u.attachedTo !== '') unit.attachedTo = u.attachedTo;
      return unit;
    }),
  };
  if (typeof list.note === 'string' && list.note.trim() !== '') payload.note = list.note.slice(0, MAX_LIST_NOTE_LENGTH);
  const budget = normaliseBudget(list.budget);
  if (budget !== null) payload.budget = budget;
  return LZString.compressToEncodedURIComponent(JSON.stringify(payload));
}

// ----- Decoding -----

export interface DecodedShare {
  name: string;
  faction: FactionId | 'unknown';
  /** Re-resolved from the catalogue: catalogue points, command and flags; capped quantities. */
  units: SelectedUnit[];
  /** Ids (or names, when an entry had no id) of entries not found in the catalogue. */
  droppedUnitIds: string[];
  /** True when the link was made against other catalogue data (its points may differ). */
  staleData: boolean;
  created_at: string;
  /** Warnings for the UI: dropped units, capped quantities, stale data. */
  warnings: DomainIssue[];
  format: 'lz' | 'legacy';
  /** The catalogue dataVersion the link carries (null for legacy links). */
  dataVersion: string | null;
  /**
   * The units as the link recorded them (prices included), entries with an id or a name only,
   * merged by the unit they resolve to (at the first entry's price) and capped at availability
   * like `units`.
   */
  entries: PricedEntry[];
  /**
   * The same entries at the quantities the link recorded: the list as it was shared, which may
   * hold more of a unit than its availability now allows. A quantity past MAX_AVAILABILITY (no
   * list was ever allowed more of one unit) is a made-up number and reads as MAX_AVAILABILITY.
   */
  recorded: PricedEntry[];
  /** The list's note (issue 16), when the code carries one. */
  note: string | null;
  /** The points budget (issue 14), when the code carries one. */
  budget: number | null;
}

export type DecodeResult = { ok: true; value: DecodedShare } | { ok: false; issue: DomainIssue };

const FAILED: DecodeResult = { ok: false, issue: { code: 'share.decompressFailed', severity: 'error' } };

const LZ_CODE = /^[A-Za-z0-9+\-$]+$/;
const BASE64URL_CODE = /^[A-Za-z0-9_-]+={0,2}$/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const KeywordSchema = v.union([
  v.pipe(v.string(), v.maxLength(100)),
  v.object({ name: v.pipe(v.string(), v.maxLength(100)), value: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))) }),
]);

const finiteNumber = v.pipe(v.number(), v.finite());

const PayloadUnitSchema = v.object({
  id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(120)))),
  name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_LIST_NAME_LENGTH)))),
  pointsCost: v.optional(v.nullable(finiteNumber)),
  command: v.optional(v.nullable(finiteNumber)),
  highCommand: v.optional(v.nullable(v.boolean())),
  quantity: v.optional(v.nullable(finiteNumber), 1),
  keywords: v.optional(v.nullable(v.pipe(v.array(KeywordSchema), v.maxLength(50)))),
  // Issue 14, read leniently: an attachment that cannot be read leaves the Character unattached.
  attachedTo: v.optional(v.unknown()),
});

const PayloadSchema = v.object({
  v: v.optional(v.number()),
  dv: v.optional(v.pipe(v.string(), v.maxLength(128))),
  name: v.pipe(v.string(), v.maxLength(MAX_LIST_NAME_LENGTH)),
  faction: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), ''),
  faction_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  created_at: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), ''),
  units: v.pipe(v.array(PayloadUnitSchema), v.maxLength(MAX_SHARE_UNITS)),
  // Read leniently: a note the app cannot read never costs the list.
  note: v.optional(v.unknown()),
  // Issue 14, read leniently: a budget that is not a whole number in range reads as none.
  budget: v.optional(v.unknown()),
});

type Payload = v.InferOutput<typeof PayloadSchema>;

/** No prototype keys anywhere, no nesting deeper than MAX_SHARE_JSON_DEPTH. */
export function isSafeJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_SHARE_JSON_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isSafeJson(item, depth + 1));
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return false;
    if (!isSafeJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/** Text → validated payload, or null. */
function parsePayload(text: string | null): Payload | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_SHARE_JSON_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  if (!isSafeJson(json)) return null;
  const r = v.safeParse(PayloadSchema, json);
  return r.success ? r.output : null;
}

function decompressLz(code: string): string | null {
  try {
    const text = LZString.decompressFromEncodedURIComponent(code);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

function base64UrlToBytes(code: string): Uint8Array | null {
  const b64 = code.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (b64.length % 4 === 1) return null;
  try {
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** A zlib stream starts with CMF 0x78 (deflate, 32K window) and a header checksum divisible by 31. */
function looksLikeZlib(bytes: Uint8Array): boolean {
  const cmf = bytes[0];
  const flg = bytes[1];
  return cmf === 0x78 && flg !== undefined && (cmf * 256 + flg) % 31 === 0;
}

/** Inflates a zlib stream, cancelling it as soon as the output passes maxBytes. Null on any failure. */
export async function inflateBounded(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array | null> {
  if (typeof DecompressionStream === 'undefined') return null;
  let ds: DecompressionStream;
  try {
    ds = new DecompressionStream('deflate');
  } catch {
    return null;
  }
  const writer = ds.writable.getWriter();
  // The writer's promises reject too when the data is corrupt or the reader cancels; the reader
  // reports those failures, so these are only silenced here.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = ds.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

async function decodeLegacy(code: string): Promise<Payload | null> {
  const bytes = base64UrlToBytes(code);
  if (!bytes || !looksLikeZlib(bytes)) return null;
  const inflated = await inflateBounded(bytes, MAX_LEGACY_INFLATED_BYTES);
  if (!inflated) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return null;
  }
  return parsePayload(text);
}

/** By id, then by name (en/es/fr) within the faction, then across factions. */
function resolveUnit(cat: Catalogue, faction: FactionId | 'unknown', entry: Payload['units'][number]): Unit | undefined {
  return resolveEntry(cat.units, faction, entry)?.unit;
}

function toEntry(entry: Payload['units'][number], quantity: number): PricedEntry | null {
  const id = entry.id ?? null;
  const name = entry.name ?? null;
  if ((id === null || id === '') && (name === null || name.trim() === '')) return null;
  return {
    id,
    name,
    pointsCost: entry.pointsCost ?? null,
    command: entry.command ?? null,
    quantity,
    highCommand: entry.highCommand ?? null,
    keywords: (entry.keywords ?? []).map((k) => (typeof k === 'string' ? { name: k } : k.value ? { name: k.name, value: k.value } : { name: k.name })),
  };
}

/**
 * How many of a unit the link holds, as shown for the list as shared: what it recorded (all its
 * entries for the unit together), but never past MAX_AVAILABILITY, the most of one unit any
 * catalogue allowed (nor below what the list opens with, should a catalogue allow more).
 */
function recordedQuantity(quantity: number, unit: Unit): number {
  return Math.min(quantity, Math.max(MAX_AVAILABILITY, unit.availability));
}

function rebuild(payload: Payload, cat: Catalogue, format: 'lz' | 'legacy'): DecodedShare {
  let faction = normaliseFactionId(payload.faction_id ?? '');
  if (faction === 'unknown') faction = normaliseFactionId(payload.faction ?? '');
  if (faction === 'unknown') {
    const first = payload.units.map((u) => (u.id ? findUnitById(cat, u.id) : undefined)).find((u) => u !== undefined);
    if (first) faction = first.faction_id;
  }

  const droppedUnitIds: string[] = [];
  const warnings: DomainIssue[] = [];
  const quantities = new Map<string, { unit: Unit; quantity: number; recorded: PricedEntry | null; attachedTo: string | null }>();
  const unknownEntries: PricedEntry[] = [];
  // The id each recorded entry resolved to, so an attachment follows a unit found by name.
  const resolvedIds = new Map<string, string>();
  let pointsDiffer = false;
  for (const entry of payload.units) {
    const quantity = Math.floor(entry.quantity ?? 1);
    if (!(quantity >= 1)) continue;
    const unit = resolveUnit(cat, faction, entry);
    if (unit && typeof entry.id === 'string' && entry.id !== '') resolvedIds.set(entry.id, unit.id);
    if (!unit) {
      droppedUnitIds.push(entry.id ?? entry.name ?? '?');
      const recorded = toEntry(entry, Math.min(quantity, MAX_AVAILABILITY));
      if (recorded) unknownEntries.push(recorded);
      continue;
    }
    if (typeof entry.pointsCost === 'number' && entry.pointsCost !== unit.pointsCost) pointsDiffer = true;
    if (typeof entry.command === 'number' && entry.command !== unit.command) pointsDiffer = true;
    const prev = quantities.get(unit.id);
    const attachedTo = typeof entry.attachedTo === 'string' && entry.attachedTo !== '' && entry.attachedTo.length <= MAX_UNIT_ID_LENGTH ? entry.attachedTo : null;
    quantities.set(unit.id, { unit, quantity: (prev?.quantity ?? 0) + quantity, recorded: prev ? prev.recorded : toEntry(entry, quantity), attachedTo: prev ? prev.attachedTo : attachedTo });
  }

  const units: SelectedUnit[] = [];
  // What the link recorded, merged and capped like `units`, then the entries nobody knows.
  const entries: PricedEntry[] = [];
  // The same at the link's own quantities (the list as shared).
  const recordedEntries: PricedEntry[] = [];
  for (const { unit, quantity, recorded, attachedTo } of quantities.values()) {
    const capped = Math.min(quantity, unit.availability);
    if (capped < quantity) {
      warnings.push({ code: 'share.quantityCapped', params: { name: unit.name, n: unit.availability }, severity: 'warning' });
    }
    const selected = toSelectedUnit(unit, capped);
    const target = attachedTo === null ? null : (resolvedIds.get(attachedTo) ?? attachedTo);
    if (target !== null && target !== unit.id && quantities.has(target)) selected.attachedTo = target;
    units.push(selected);
    const base = recorded ?? { id: unit.id, name: unit.name };
    const entry: PricedEntry = { ...base, quantity: capped };
    const asShared: PricedEntry = { ...base, quantity: recordedQuantity(quantity, unit) };
    if (selected.attachedTo) {
      entry.attachedTo = selected.attachedTo;
      asShared.attachedTo = selected.attachedTo;
    }
    entries.push(entry);
    recordedEntries.push(asShared);
  }
  entries.push(...unknownEntries);
  recordedEntries.push(...unknownEntries.map((e) => ({ ...e })));
  if (droppedUnitIds.length > 0) {
    warnings.push({ code: 'share.unitsDropped', params: { count: droppedUnitIds.length }, severity: 'warning' });
  }
  const dataVersion = format === 'lz' ? (payload.dv ?? null) : null;
  const staleData = pointsDiffer || (dataVersion !== null && dataVersion !== cat.dataVersion);
  if (staleData) warnings.push({ code: 'share.staleData', severity: 'warning' });

  return {
    name: payload.name,
    faction,
    units,
    droppedUnitIds,
    staleData,
    created_at: payload.created_at ?? '',
    warnings,
    format,
    dataVersion,
    entries,
    recorded: recordedEntries,
    note: typeof payload.note === 'string' && payload.note.trim() !== '' ? payload.note.slice(0, MAX_LIST_NOTE_LENGTH) : null,
    budget: format === 'lz' ? normaliseBudget(payload.budget) : null,
  };
}

/**
 * A decoded link compared with the catalogue (issue 10): the list as shared (`oldTotal`,
 * `recordedUnits`) is what the link recorded, its quantities and prices; the list as it opens
 * (`newTotal`, `updatedUnits`) is within today's availability at today's points. A unit over
 * its availability is one of the changes ('availability'), as a price change is, so the notice
 * says why the two totals differ.
 */
export function repriceShare(decoded: Pick<DecodedShare, 'faction' | 'recorded' | 'dataVersion'>, catalogue: CatalogueView): Repricing {
  return repriceList({ faction: decoded.faction, units: decoded.recorded, dataVersion: decoded.dataVersion }, catalogue);
}

/**
 * What a shared list's fingerprint is computed from: the units the link recorded (their ids,
 * quantities and joins), not the list as it opens, so a link made when a unit's availability
 * was higher shows the fingerprint the sharer's dialog showed. Entries with no id had none.
 */
export function sharedFingerprintInput(decoded: Pick<DecodedShare, 'faction' | 'recorded'>): FingerprintInput {
  const units = decoded.recorded.flatMap((e) =>
    typeof e.id === 'string' && e.id !== '' ? [{ id: e.id, quantity: e.quantity, attachedTo: e.attachedTo ?? null }] : [],
  );
  return { faction: decoded.faction, units };
}

/** A share code as links may bring it back: trimmed, a '+' turned to a space restored; null when it cannot be one. */
function normaliseCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  // A '+' may come back as a space from a form-style decoder.
  const trimmed = code.trim().replace(/ /g, '+');
  return trimmed.length === 0 || trimmed.length > MAX_SHARE_CODE_LENGTH ? null : trimmed;
}

function decodeLz(code: string, catalogue: Catalogue): DecodeResult {
  if (LZ_CODE.test(code)) {
    const payload = parsePayload(decompressLz(code));
    if (payload && typeof payload.v === 'number' && payload.v >= 1 && payload.v <= SHARE_CODE_FORMAT_VERSION) {
      return { ok: true, value: rebuild(payload, catalogue, 'lz') };
    }
  }
  return FAILED;
}

/**
 * The same decoding as decodeShareCodeResult, without waiting, for a view's first render: the
 * result for every code but an old (zlib) one, which needs the asynchronous path (undefined).
 * Never throws.
 */
export function decodeShareCodeNow(code: string, catalogue: Catalogue): DecodeResult | undefined {
  try {
    const trimmed = normaliseCode(code);
    if (trimmed === null) return FAILED;
    if (BASE64URL_CODE.test(trimmed)) {
      const bytes = base64UrlToBytes(trimmed);
      if (bytes && looksLikeZlib(bytes)) return undefined;
    }
    return decodeLz(trimmed, catalogue);
  } catch {
    return FAILED;
  }
}

/** Decodes either format. Never throws; every failure is { ok: false, issue: share.decompressFailed }. */
export async function decodeShareCodeResult(code: string, catalogue: Catalogue): Promise<DecodeResult> {
  const now = decodeShareCodeNow(code, catalogue);
  if (now !== undefined) return now;
  try {
    const trimmed = normaliseCode(code)!;
    const legacy = await decodeLegacy(trimmed);
    if (legacy) return { ok: true, value: rebuild(legacy, catalogue, 'legacy') };
    return decodeLz(trimmed, catalogue);
  } catch {
    return FAILED;
  }
}

export async function decodeShareCode(code: string, catalogue: Catalogue): Promise<DecodedShare | null> {
  const r = await decodeShareCodeResult(code, catalogue);
  return r.ok ? r.value : null;
}

// ----- Short links -----

// The hash itself lives in shortHash.ts (the sync engine checks hashes without the share codec).
export { isValidShortHash, shortLinkHash } from './shortHash';

export async function makeShortLinkRecord(
  code: string,
  meta: { listName: string; faction: string },
  now: Date,
): Promise<ShortLinkRecord> {
  return { hash: await shortLinkHash(code), code, listName: meta.listName, faction: meta.faction, created: now.toISOString() };
}

/** The stored code for a hash, or null (short links resolve only from this browser's records). */
export function resolveShortLink(records: readonly ShortLinkRecord[], hash: string): string | null {
  if (!isValidShortHash(hash)) return null;
  return records.find((r) => r.hash === hash)?.code ?? null;
}

export function sharedListPath(code: string): string {
  return `/shared-list/${code}`;
}

export function shortLinkPath(hash: string): string {
  return `/s/${hash}`;
}
