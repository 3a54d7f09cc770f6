import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../api/contract';
import { RESOURCES } from '../api/resources';
import { changesOf, MEMBER_RECORD_KINDS, MEMBER_RECORDS } from '../records';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Every endpoint declared in this folder, found by walking the exported objects. */
function declared(): EndpointDef[] {
  const found: EndpointDef[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if ('method' in value && 'path' in value) found.push(value as EndpointDef);
    else for (const inner of Object.values(value)) walk(inner);
  };
  for (const mod of Object.values(modules)) walk(mod);
  return found;
}

describe('the endpoint contract', () => {
  const endpoints = declared();

  it('says for every read what its answer is made from, and for every change what it touches', () => {
    expect(endpoints.length).toBeGreaterThan(70);
    const missing = endpoints.filter((e) =>
      e.method === 'GET' ? e.reads === undefined : e.affects === undefined,
    );
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    const wrongSide = endpoints.filter((e) => (e.method === 'GET' ? e.affects : e.reads) !== undefined);
    expect(wrongSide.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    for (const e of endpoints) {
      for (const resource of [...(e.reads ?? []), ...(e.affects ?? [])])
        expect(RESOURCES).toContain(resource);
    }
  });

  it('makes every change to a member record touch the answers made of it and what it taught', () => {
    for (const kind of MEMBER_RECORD_KINDS) {
      const { resource, signalSources } = MEMBER_RECORDS[kind];
      expect(changesOf(kind)).toContain(resource);
      expect(changesOf(kind).includes('signals')).toBe(signalSources.length > 0);
      // Something reads each kind, and something refreshes it.
      expect(endpoints.some((e) => e.reads?.includes(resource))).toBe(true);
      expect(endpoints.some((e) => e.affects?.includes(resource))).toBe(true);
    }
  });
});
