/**
 * What a shared list's first render works out from its catalogue: the decoded share code and
 * the company rules' reading of the catalogue. Each is kept per catalogue (by the identity of
 * its units, which the views keep for as long as the catalogue does not change), so that on a
 * first visit from a QR code the screen works them out while it loads, each in a task of its
 * own, and its first render only reads them (issue 12: that render was one task of 45–60 ms
 * on a slow phone, a third of it decoding).
 *
 * The results are the same whether they come from here or are worked out in the render.
 */
import { companyCatalogue, type CompanyCatalogue } from '../../domain/companies';
import { decodeShareCodeNow, type DecodeResult } from '../../domain/shareCode';
import type { Faction, Unit } from '../../domain/types';
import { nextTask } from '../../platform/afterPaint';

export interface ShareCatalogue {
  dataVersion: string;
  factions: Faction[];
  units: Unit[];
}

/** A few codes per catalogue at most (the one on show, the one before): older ones go first. */
const MAX_CODES = 8;

const decodedByUnits = new WeakMap<readonly Unit[], Map<string, DecodeResult | undefined>>();
const companyByUnits = new WeakMap<readonly Unit[], CompanyCatalogue>();

/**
 * decodeShareCodeNow against `catalogue`, once per code and catalogue: undefined for a code of
 * the older format, which only the asynchronous decoder reads.
 */
export function decodeSharedNow(code: string, catalogue: ShareCatalogue): DecodeResult | undefined {
  let byCode = decodedByUnits.get(catalogue.units);
  if (!byCode) {
    byCode = new Map();
    decodedByUnits.set(catalogue.units, byCode);
  }
  const key = `${catalogue.dataVersion}\n${code}`;
  if (byCode.has(key)) return byCode.get(key);
  const result = decodeShareCodeNow(code, { dataVersion: catalogue.dataVersion, factions: catalogue.factions, units: catalogue.units, notes: [] });
  byCode.set(key, result);
  if (byCode.size > MAX_CODES) byCode.delete(byCode.keys().next().value as string);
  return result;
}

/** The company rules' catalogue of `units`, built once per catalogue. */
export function companyCatalogueOf(units: readonly Unit[]): CompanyCatalogue {
  let company = companyByUnits.get(units);
  if (!company) {
    company = companyCatalogue(units);
    companyByUnits.set(units, company);
  }
  return company;
}

/** Works out, each in a task of its own, what the first render of `code` against `catalogue` needs. */
export async function prepareSharedList(code: string | null, catalogue: ShareCatalogue): Promise<void> {
  if (code === null || catalogue.units.length === 0) return;
  await nextTask();
  decodeSharedNow(code, catalogue);
  await nextTask();
  companyCatalogueOf(catalogue.units);
}
