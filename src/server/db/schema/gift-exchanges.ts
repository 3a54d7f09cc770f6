import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { familyAccounts, familyMembers } from './families';
import { occasions } from './occasions';
import { users } from './users';

/**
 * A Secret-Santa style exchange (issue 22): the owner sets it up, GiftLens draws who gives to
 * whom, and each participant can read only their own match until the reveal date.
 */
export const giftExchanges = pgTable(
  'gift_exchanges',
  {
    id: serial('id').primaryKey(),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    occasionId: integer('occasion_id').references(() => occasions.id, { onDelete: 'set null' }),
    budgetCents: integer('budget_cents').notNull(),
    /** YYYY-MM-DD in the family's time zone; the whole draw is shown from that day on. */
    revealDate: text('reveal_date'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    memberId: integer('member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    receiverMemberId: integer('receiver_member_id').references(() => familyMembers.id, {
      onDelete: 'set null',
    }),
    /** When the giver first opened their match: from then on there is no redraw. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** When their opened match changed because someone taking part left (decision 0033). */
    matchChangedAt: timestamp('match_changed_at', { withTimezone: true }),
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
    memberA: integer('member_a')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    memberB: integer('member_b')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exchangeId, t.memberA, t.memberB] })],
);
