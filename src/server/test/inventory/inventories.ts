import type { MemberRecordKind } from '#common/records';
import { FEATURES } from '../../features';
import type { TestApp } from '../test-app';
import type { FeatureInventory, Sample } from './define';
import { type BaseSeed, seedBase } from './seed';

/**
 * Every feature's part of the route inventory, found by its file name: a feature declares its
 * samples and seeds its entities in `src/server/features/<name>/<name>.inventory.ts`, and nothing
 * here lists them. They run in the registry's order (features/index.ts).
 */
const FILES = import.meta.glob<{ inventory?: FeatureInventory }>('../../features/*/*.inventory.ts', {
  eager: true,
});

/** Where a feature's inventory lives, as the tests' messages name it. */
export const inventoryFileOf = (feature: string) => `src/server/features/${feature}/${feature}.inventory.ts`;

const fileKeyOf = (feature: string) => `../../features/${feature}/${feature}.inventory.ts`;

const INVENTORIES: ReadonlyArray<{ feature: string; inventory: FeatureInventory }> = (() => {
  const names = new Set(FEATURES.map((feature) => feature.name));
  const strays = Object.keys(FILES).filter((key) => {
    const [, folder, file] = key.match(/features\/([^/]+)\/([^/]+)\.inventory\.ts$/) ?? [];
    return !folder || folder !== file || !names.has(folder);
  });
  if (strays.length > 0)
    throw new Error(`inventory files of no feature (<name>/<name>.inventory.ts): ${strays.join(', ')}`);
  return FEATURES.flatMap(({ name }) => {
    const file = FILES[fileKeyOf(name)];
    if (!file) return [];
    if (!file.inventory) throw new Error(`${inventoryFileOf(name)} exports no \`inventory\``);
    return [{ feature: name, inventory: file.inventory }];
  });
})();

/** The base and every feature's ids, and the seeded record of each kind of member record. */
export type Seed = BaseSeed & { records: Partial<Record<MemberRecordKind, number>> };

/** Keyed by `METHOD /path/:param`: each sample, and the feature whose inventory declares it. */
export const SAMPLES: Readonly<Record<string, { feature: string; sample: (seed: Seed) => Sample }>> = (() => {
  const all: Record<string, { feature: string; sample: (seed: Seed) => Sample }> = {};
  for (const { feature, inventory } of INVENTORIES) {
    for (const [key, sample] of Object.entries(inventory.samples)) {
      const before = all[key];
      if (before) throw new Error(`${key} is sampled by both ${before.feature} and ${feature}`);
      all[key] = { feature, sample };
    }
  }
  return all;
})();

/** The base, then each feature's own entities on top of it, in the registry's order. */
export async function seedFamily(t: TestApp): Promise<Seed> {
  const base = await seedBase(t);
  const seed: Seed = { ...base, records: {} };
  const owners = new Map<string, string>(Object.keys(base).map((key) => [key, 'the base']));
  for (const { feature, inventory } of INVENTORIES) {
    const ids = (await inventory.seed?.(t, base)) ?? {};
    for (const key of Object.keys(ids)) {
      if (owners.has(key)) throw new Error(`${feature}'s seed returns ${key}, as ${owners.get(key)} does`);
      owners.set(key, feature);
    }
    Object.assign(seed, ids);
    for (const [kind, id] of Object.entries(inventory.records?.(ids) ?? {})) {
      const kindOf = kind as MemberRecordKind;
      if (seed.records[kindOf] !== undefined) throw new Error(`${kind} is seeded twice (${feature})`);
      seed.records[kindOf] = id;
    }
  }
  return seed;
}

/**
 * The feature whose endpoints (`#common/endpoints/<name>.ts`, registered by the feature of that
 * name) declare each route, keyed `METHOD /path`: where a missing sample belongs.
 */
const ENDPOINT_FILES = import.meta.glob<Record<string, unknown>>(
  ['../../../common/endpoints/*.ts', '!../../../common/endpoints/*.test.ts'],
  { eager: true },
);

const ROUTE_FEATURES: ReadonlyMap<string, string> = (() => {
  const names = new Set(FEATURES.map((feature) => feature.name));
  const found = new Map<string, string>();
  const walk = (value: unknown, feature: string, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 4) return;
    const { method, path } = value as { method?: unknown; path?: unknown };
    if (typeof method === 'string' && typeof path === 'string') found.set(`${method} ${path}`, feature);
    else for (const inner of Object.values(value)) walk(inner, feature, depth + 1);
  };
  for (const [key, module] of Object.entries(ENDPOINT_FILES)) {
    const feature = key.match(/([^/]+)\.ts$/)?.[1];
    if (feature && names.has(feature)) walk(module, feature, 0);
  }
  return found;
})();

/** The feature registering a route, when its endpoint is declared in that feature's endpoints file. */
export const featureOf = (key: string): string | undefined => ROUTE_FEATURES.get(key);
