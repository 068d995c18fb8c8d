import { computeTotals } from '../../domain/lists';
import type { SelectedUnit, Unit } from '../../domain/types';

/**
 * Points and command of a community list, priced from the device's catalogue (a post keeps the
 * costs of the day it was made; the catalogue may have changed since). A unit the catalogue
 * does not know keeps the cost it was posted with.
 */
export function sharedListTotals(units: readonly SelectedUnit[], catalogue: ReadonlyMap<string, Unit>): { points: number; command: number } {
  return computeTotals(
    units.map((u) => {
      const current = catalogue.get(u.id);
      return current ? { pointsCost: current.pointsCost, command: current.command, quantity: u.quantity } : u;
    }),
  );
}
