/**
 * The company a player brings to a game, as set-up reads it. A community post is someone
 * else's list: it is read through this device's catalogue (adoptList, the same rule as share
 * codes and Open in builder), so the game counts the catalogue's points and command, never
 * what the post claims, and units the catalogue does not know are left out.
 */
import { adoptList, type CatalogueView } from '../../domain/repricing';
import type { FactionId, SelectedUnit, SharedList } from '../../domain/types';

export interface CompanyChoice {
  name: string;
  faction: FactionId | 'unknown';
  units: SelectedUnit[];
  listId: string | null;
}

export function communityCompany(post: SharedList, view: CatalogueView): CompanyChoice {
  const adopted = adoptList({ faction: post.faction, units: post.units, dataVersion: post.dataVersion ?? null }, view);
  return { name: post.name, faction: post.faction, units: adopted.units, listId: null };
}
