import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import type { EvidenceParams } from '#common/signals/evidence';
import type { SignalReason, SignalSource } from '#common/signals/weights';
import { createdAt, id, timestamptz } from './columns';
import { memberScope } from './ownership';

/**
 * Everything GiftLens learned about what a member likes (docs: signals.md): one row per piece
 * of evidence. `source_id` names the tracked ad, import, feed ad or gift idea it came from, so
 * deleting that source deletes what was learned from it; a member's signals go with them.
 */
export const memberSignals = pgTable(
  'member_signals',
  {
    id: id(),
    ...memberScope(),
    concept: text('concept').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    weight: real('weight').notNull(),
    source: text('source').$type<SignalSource>().notNull(),
    sourceId: integer('source_id'),
    /** Why it counts and what its evidence's words need: data, rendered by #common/signals/evidence. */
    reason: text('reason').$type<SignalReason>().notNull(),
    params: jsonb('params').$type<EvidenceParams>().notNull().default({}),
    observedAt: timestamptz('observed_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_signals_member_idx').on(t.familyMemberId),
    index('member_signals_source_idx').on(t.source, t.sourceId),
    index('member_signals_family_idx').on(t.familyAccountId),
  ],
);
