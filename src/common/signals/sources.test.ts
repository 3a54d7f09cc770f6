import { describe, expect, it } from 'vitest';
import { MEMBER_RECORD_KINDS, MEMBER_RECORDS } from '../records';
import { type Evidence, evidenceSentence, evidenceText } from './evidence';
import { evidenceItemSchema } from './schemas';
import { SIGNAL_VISIBILITIES } from './source-declaration';
import { SIGNAL_SOURCE_TABLE, type SignalReason, type SignalSource } from './sources';
import { FADES, SIGNAL_SOURCES, SIGNAL_WEIGHTS, SOURCE_CAP, sourceOf } from './weights';

const NOW = new Date('2026-11-20T12:00:00Z');
const declared = Object.entries(SIGNAL_SOURCE_TABLE).map(([source, declaration]) => ({
  source: source as SignalSource,
  declaration,
  reasons: Object.keys(declaration.reasons) as SignalReason[],
}));
const evidenceOf = (source: SignalSource, reason: SignalReason): Evidence => ({
  source,
  reason,
  params: {
    wording: 'Interests: Fashion',
    platform: 'facebook',
    text: 'NatGeo',
    from: 'REI',
    times: 2,
    title: 'Trail tent',
    search: 'lego',
  },
  count: 2,
  first: '2026-10-02T00:00:00.000Z',
  at: '2026-11-02T00:00:00.000Z',
});

describe('the signal sources table', () => {
  it('is where the list of sources comes from', () => {
    expect(SIGNAL_SOURCES).toEqual(Object.keys(SIGNAL_SOURCE_TABLE));
    expect(Object.keys(SOURCE_CAP).sort()).toEqual([...SIGNAL_SOURCES].sort());
    expect(Object.keys(FADES).sort()).toEqual([...SIGNAL_SOURCES].sort());
  });

  it('names each reason code after its source, and weighs exactly the declared reasons', () => {
    for (const { source, reasons } of declared) {
      expect(reasons.length, source).toBeGreaterThan(0);
      for (const reason of reasons) {
        expect(reason.startsWith(`${source}.`), reason).toBe(true);
        expect(sourceOf(reason)).toBe(source);
      }
    }
    expect(Object.keys(SIGNAL_WEIGHTS).sort()).toEqual(declared.flatMap((d) => d.reasons).sort());
  });

  it('gives every reason a weight that moves a concept, and every source a cap and a fading', () => {
    for (const { source, declaration, reasons } of declared) {
      expect(declaration.cap, source).toBeGreaterThan(0);
      expect(SOURCE_CAP[source]).toBe(declaration.cap);
      expect(FADES[source]).toBe(declaration.fades);
      for (const reason of reasons) {
        expect(Number.isFinite(SIGNAL_WEIGHTS[reason]), reason).toBe(true);
        expect(SIGNAL_WEIGHTS[reason], reason).not.toBe(0);
      }
    }
  });

  it('says every reason in words, in a list and in a sentence about the member', () => {
    for (const { source, reasons } of declared) {
      for (const reason of reasons) {
        const evidence = evidenceOf(source, reason);
        const text = evidenceText(evidence, 'Hiking', NOW);
        const sentence = evidenceSentence('Mia', 'Hiking', evidence, NOW);
        expect(text.trim().length, reason).toBeGreaterThan(0);
        expect(text, reason).not.toMatch(/undefined|null|\$\{/);
        expect(sentence, reason).toContain('Mia');
        expect(sentence, reason).not.toMatch(/undefined|null|\$\{/);
      }
    }
  });

  it('declares for every source a kind of visibility the access rules answer', () => {
    for (const { source, declaration } of declared) {
      expect(SIGNAL_VISIBILITIES, source).toContain(declaration.visibility);
    }
  });

  it('lets the API carry evidence of every declared reason', () => {
    for (const { source, reasons } of declared) {
      for (const reason of reasons) {
        expect(evidenceItemSchema.safeParse(evidenceOf(source, reason)).success, reason).toBe(true);
      }
    }
    expect(evidenceItemSchema.safeParse(evidenceOf('feed', 'feed.unknown' as SignalReason)).success).toBe(
      false,
    );
  });

  it('has every source a record teaches forgotten with that record, and no other', () => {
    for (const { source, declaration } of declared) {
      if (declaration.record === null) continue;
      expect(MEMBER_RECORD_KINDS, source).toContain(declaration.record);
    }
    for (const kind of MEMBER_RECORD_KINDS) {
      const taught = declared.filter((d) => d.declaration.record === kind).map((d) => d.source);
      expect(MEMBER_RECORDS[kind].signalSources, kind).toEqual(taught);
    }
  });

  it('has no words for a reason this build does not know, rather than failing', () => {
    const unknown = { ...evidenceOf('feed', 'feed.liked'), reason: 'feed.shared' as SignalReason };
    expect(evidenceText(unknown, 'Hiking', NOW)).toBe('');
    expect(evidenceSentence('Mia', 'Hiking', unknown, NOW)).toBe("Mia's profile shows Hiking ()");
  });
});
