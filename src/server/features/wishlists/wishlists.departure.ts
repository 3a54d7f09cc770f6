import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DeparturePreview } from '#common/departures';
import type { Db } from '../../db/client';
import {
  familyAccounts,
  familyMembers,
  users,
  wishlistClaims,
  wishlistItems,
  wishlistPledgeReleases,
  wishlistPledges,
} from '../../db/schema';
import type { DepartureEffect, DepartureMail } from '../../lib/departures';
import { escapeHtml } from '../../lib/html';

/** "$25.00" in the item's currency; a plain "25.00" when it has none. */
export function formatCents(cents: number, currency: string | null): string {
  if (currency) {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
    } catch {
      return `${(cents / 100).toFixed(2)} ${currency}`;
    }
  }
  return (cents / 100).toFixed(2);
}

const forMember = alias(familyMembers, 'for_member');

/** What the dialogs name about an item: its title, whose wishlist, which family. */
const itemFacts = {
  itemId: wishlistItems.id,
  title: wishlistItems.title,
  forName: forMember.name,
  familyName: familyAccounts.name,
};

/** Joins a pledge's or claim's item, and the member (`forMember`) whose wishlist it is on. */
const withItem = <Query extends PgSelect>(query: Query, itemId: AnyPgColumn) =>
  query
    .innerJoin(wishlistItems, eq(wishlistItems.id, itemId))
    .innerJoin(forMember, eq(forMember.id, wishlistItems.familyMemberId));

/** Joins what itemFacts names to a pledge's or claim's item. */
const withItemFacts = <Query extends PgSelect>(query: Query, itemId: AnyPgColumn) =>
  withItem(query, itemId).innerJoin(familyAccounts, eq(familyAccounts.id, wishlistItems.familyAccountId));

/** The user's pledges and claims on the wishlists of these families. */
function holdings(db: Db, userId: number, familyIds: readonly number[]) {
  const inFamilies = inArray(wishlistItems.familyAccountId, [...familyIds]);
  const pledges = withItemFacts(
    db
      .select({ ...itemFacts, amountCents: wishlistPledges.amountCents, currency: wishlistItems.currency })
      .from(wishlistPledges)
      .$dynamic(),
    wishlistPledges.itemId,
  )
    .where(and(eq(wishlistPledges.userId, userId), inFamilies))
    .orderBy(asc(wishlistPledges.id));
  const claims = withItemFacts(
    db
      .select({ ...itemFacts, quantity: wishlistClaims.quantity, status: wishlistClaims.status })
      .from(wishlistClaims)
      .$dynamic(),
    wishlistClaims.itemId,
  )
    .where(and(eq(wishlistClaims.userId, userId), inFamilies))
    .orderBy(asc(wishlistClaims.id));
  return Promise.all([pledges, claims]);
}

interface Released {
  itemId: number;
  title: string;
  forName: string;
  currency: string | null;
  amountCents: number;
  targetCents: number | null;
  pledgedCents: number;
  claimers: Array<{ userId: number; email: string | null }>;
}

function releasedMail(to: string, pledger: string, familyName: string, r: Released, publicUrl: string) {
  const link = `${publicUrl}/wishlists`;
  const money = (cents: number) => formatCents(cents, r.currency);
  const total =
    r.targetCents === null ? '' : ` ${money(r.pledgedCents)} of ${money(r.targetCents)} is pledged now.`;
  const text = `${pledger} is no longer in ${familyName}, so their ${money(r.amountCents)} pledge towards "${r.title}" for ${r.forName} was released.${total}`;
  return {
    to,
    subject: `A pledge towards "${r.title}" was released`,
    text: `${text}\n\nSee the group gift: ${link}`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">See the group gift</a></p>`,
  };
}

/**
 * Wishlists when someone departs (decision 0033): their claims and pledges on the family's
 * wishlists are released; each released pledge is remembered for the item's claimers (without
 * who made it), who see it in the app until they next confirm their claim, and are e-mailed.
 */
export function wishlistDeparture(db: Db, mail: DepartureMail): DepartureEffect {
  return {
    name: 'wishlists',

    async apply(tx, { familyId, memberId, userId }) {
      const pledges = await withItem(
        tx
          .select({
            itemId: wishlistPledges.itemId,
            amountCents: wishlistPledges.amountCents,
            title: wishlistItems.title,
            currency: wishlistItems.currency,
            targetCents: wishlistItems.groupTargetCents,
            forName: forMember.name,
          })
          .from(wishlistPledges)
          .$dynamic(),
        wishlistPledges.itemId,
      ).where(and(eq(wishlistPledges.userId, userId), eq(wishlistItems.familyAccountId, familyId)));
      const items = tx
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(eq(wishlistItems.familyAccountId, familyId));
      await tx
        .delete(wishlistPledges)
        .where(and(eq(wishlistPledges.userId, userId), inArray(wishlistPledges.itemId, items)));
      await tx
        .delete(wishlistClaims)
        .where(and(eq(wishlistClaims.userId, userId), inArray(wishlistClaims.itemId, items)));
      if (pledges.length === 0) return undefined;
      const now = new Date();
      await tx
        .insert(wishlistPledgeReleases)
        .values(pledges.map((p) => ({ itemId: p.itemId, amountCents: p.amountCents, releasedAt: now })));
      if (!mail.mailer) return undefined;

      const released: Released[] = [];
      for (const pledge of pledges) {
        const claimers = await tx
          .select({ userId: users.id, email: users.email })
          .from(wishlistClaims)
          .innerJoin(users, eq(users.id, wishlistClaims.userId))
          .where(and(eq(wishlistClaims.itemId, pledge.itemId), ne(wishlistClaims.userId, userId)));
        if (claimers.length === 0) continue;
        const [sum] = await tx
          .select({ cents: sql<number>`coalesce(sum(${wishlistPledges.amountCents}), 0)::int` })
          .from(wishlistPledges)
          .where(eq(wishlistPledges.itemId, pledge.itemId));
        released.push({ ...pledge, pledgedCents: sum?.cents ?? 0, claimers });
      }
      if (released.length === 0) return undefined;
      const [who] = await tx
        .select({ name: familyMembers.name, family: familyAccounts.name })
        .from(familyMembers)
        .innerJoin(familyAccounts, eq(familyAccounts.id, familyMembers.familyAccountId))
        .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyAccountId, familyId)));
      const { mailer } = mail;
      return async () => {
        for (const item of released) {
          for (const claimer of item.claimers) {
            if (!claimer.email || !(await mail.preferences.allowsUser(claimer.userId))) continue;
            await mailer.send(
              releasedMail(
                claimer.email,
                who?.name ?? 'A relative',
                who?.family ?? 'the family',
                item,
                mail.publicUrl,
              ),
            );
          }
        }
      };
    },

    async preview(userId, familyIds) {
      if (familyIds.length === 0) return {};
      const [pledges, claims] = await holdings(db, userId, familyIds);
      return { pledges, claims } satisfies Partial<DeparturePreview>;
    },
  };
}
