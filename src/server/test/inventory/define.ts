import type { MemberRecordKind } from '#common/records';
import type { TestApp } from '../test-app';
import type { BaseSeed } from './seed';

/**
 * A valid request for a route that names something: the ids from the seed and a body that
 * passes validation, so an outsider's 404 comes from the access check, not from a 400.
 *
 * `outsider`: whether a signed-in user outside the family must get 404 with nothing changed
 * (true for every route naming a family or member in its path, query or body). Routes keyed
 * by an invite code or a secret token are the exception: the code is what lets someone in.
 */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  outsider: boolean;
}

/** One feature's part of the route inventory, as its `<name>.inventory.ts` declares it. */
export interface InventoryOf<Ids extends object> {
  /**
   * Creates the feature's entities on top of the base (through the API, as its users would)
   * and returns their ids. Other features' entities are not there to use: what several need
   * belongs to the base (seed.ts).
   */
  seed?: (t: TestApp, base: BaseSeed) => Promise<Ids>;
  /** The seeded record of each kind of member record the feature keeps (#common/records). */
  records?: (ids: Ids) => Partial<Record<MemberRecordKind, number>>;
  /**
   * A sample for each of its routes with a path parameter (and any other naming a family or a
   * member), keyed `METHOD /path/:param` as the route is registered.
   */
  samples: Record<string, (seed: BaseSeed & Ids) => Sample>;
}

/** Any feature's inventory, as the route inventory runs it (inventories.ts). */
export type FeatureInventory = InventoryOf<object>;

/** Declares a feature's inventory; its samples read the base and the ids its own seed returned. */
export function defineInventory<Ids extends object = Record<never, never>>(
  inventory: InventoryOf<Ids>,
): FeatureInventory {
  return inventory as unknown as FeatureInventory;
}

/** The seeded family, as `:familyId`. */
export const familyParams = (s: BaseSeed) => ({ familyId: s.family.id });
/** The relative (a member without an account), as `:id`. */
export const relativeParams = (s: BaseSeed) => ({ id: s.relativeId });
