import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { occasions } from './occasions';
import { authorId, familyAccountId, memberId, otherMemberId } from './ownership';

/**
 * A Secret-Santa style exchange (issue 22): the owner sets it up, GiftLens draws who gives to
 * whom, and each participant can read only their own match until the reveal date.
 */
export const giftExchanges = pgTable(
  'gift_exchanges',
  {
    id: id(),
    familyAccountId: familyAccountId(),
    title: text('title').notNull(),
    occasionId: integer('occasion_id').references(() => occasions.id, { onDelete: 'set null' }),
    budgetCents: integer('budget_cents').notNull(),
    /** YYYY-MM-DD in the family's time zone; the whole draw is shown from that day on. */
    revealDate: text('reveal_date'),
    createdByUserId: authorId(),
    drawnAt: timestamptz('drawn_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_exchanges_family_idx').on(t.familyAccountId)],
);

/** Who takes part, and whom each gives to (read by that giver alone before the reveal). */
export const giftExchangeParticipants = pgTable(
  'gift_exchange_participants',
  {
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => giftExchanges.id, { onDelete: 'cascade' }),
    memberId: memberId('member_id'),
    receiverMemberId: otherMemberId('receiver_member_id'),
    /** When the giver first opened their match: from then on there is no redraw. */
    openedAt: timestamptz('opened_at'),
    /** When their opened match changed because someone taking part left (decision 0033). */
    matchChangedAt: timestamptz('match_changed_at'),
  },
  (t) => [primaryKey({ columns: [t.exchangeId, t.memberId] })],
);

/** Pairs who must not draw each other (couples, last year's pairs), either way round. */
export const giftExchangeExclusions = pgTable(
  'gift_exchange_exclusions',
  {
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => giftExchanges.id, { onDelete: 'cascade' }),
    memberA: memberId('member_a'),
    memberB: memberId('member_b'),
  },
  (t) => [primaryKey({ columns: [t.exchangeId, t.memberA, t.memberB] })],
);
