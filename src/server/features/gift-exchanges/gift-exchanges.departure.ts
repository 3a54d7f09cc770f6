import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { isoDay, todayIn } from '#common/calendar';
import type { DeparturePreview } from '#common/departures';
import { mendDraw } from '#common/gift-exchanges';
import type { Db } from '../../db/client';
import {
  familyAccounts,
  familyMembers,
  giftExchangeExclusions,
  giftExchangeParticipants,
  giftExchanges,
  users,
} from '../../db/schema';
import type { DepartureEffect, DepartureMail } from '../../lib/departures';
import { escapeHtml } from '../../lib/html';
import type { OccasionsPort } from '../../lib/ports';

/** A family's calendar day, for whether an exchange was revealed (and so is over). */
async function todayOf(occasions: Pick<OccasionsPort, 'timeZoneOf'>, familyId: number) {
  return isoDay(todayIn(await occasions.timeZoneOf(familyId)));
}

/** The exchanges in the family the member takes part in that are not yet revealed. */
async function openExchangesOf(
  db: Db,
  occasions: Pick<OccasionsPort, 'timeZoneOf'>,
  familyId: number,
  memberIds: readonly number[],
) {
  if (memberIds.length === 0) return [];
  const today = await todayOf(occasions, familyId);
  const rows = await db
    .select({
      id: giftExchanges.id,
      title: giftExchanges.title,
      revealDate: giftExchanges.revealDate,
      memberId: giftExchangeParticipants.memberId,
    })
    .from(giftExchanges)
    .innerJoin(giftExchangeParticipants, eq(giftExchangeParticipants.exchangeId, giftExchanges.id))
    .where(
      and(
        eq(giftExchanges.familyAccountId, familyId),
        inArray(giftExchangeParticipants.memberId, [...memberIds]),
      ),
    )
    .orderBy(asc(giftExchanges.id));
  return rows.filter((r) => r.revealDate === null || r.revealDate > today);
}

function matchChangedMail(to: string, title: string, familyName: string, publicUrl: string) {
  const link = `${publicUrl}/gift-exchanges`;
  // Neither who left nor whom they now give to: the match is a secret the app keeps.
  const text = `Someone taking part in "${title}" is no longer in ${familyName}, so the person you give to has changed.`;
  return {
    to,
    subject: `Your match in "${title}" has changed`,
    text: `${text}\n\nSee your new match: ${link}`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">See your new match</a></p>`,
  };
}

/**
 * Gift exchanges when someone departs (decision 0033): whoever drew them takes over their match
 * (`mendDraw`), in the same transaction; a giver who had opened their match is told, in the app
 * (`match_changed_at`) and by e-mail. An exchange that cannot be mended is left for the owner,
 * who sees why and may end it. Revealed exchanges are over and stay as they are.
 */
export function giftExchangeDeparture(
  db: Db,
  mail: DepartureMail,
  occasions: Pick<OccasionsPort, 'timeZoneOf'>,
  random: (n: number) => number = randomInt,
): DepartureEffect {
  return {
    name: 'gift-exchanges',

    async apply(tx, { familyId, memberId }) {
      const exchanges = await openExchangesOf(tx, occasions, familyId, [memberId]);
      const told: Array<{ memberId: number; title: string }> = [];
      for (const exchange of exchanges) {
        // Every participant row locked: a match being opened now waits for the mended draw.
        const people = await tx
          .select()
          .from(giftExchangeParticipants)
          .where(eq(giftExchangeParticipants.exchangeId, exchange.id))
          .for('update');
        const exclusions = await tx
          .select({ a: giftExchangeExclusions.memberA, b: giftExchangeExclusions.memberB })
          .from(giftExchangeExclusions)
          .where(eq(giftExchangeExclusions.exchangeId, exchange.id));
        const draw = mendDraw(
          people.map((p) => ({ ...p, opened: p.openedAt !== null })),
          new Set([memberId]),
          exclusions.map((e) => [e.a, e.b] as const),
          random,
        );
        await tx
          .delete(giftExchangeParticipants)
          .where(
            and(
              eq(giftExchangeParticipants.exchangeId, exchange.id),
              eq(giftExchangeParticipants.memberId, memberId),
            ),
          );
        for (const person of people) {
          if (person.memberId === memberId) continue;
          // Unmended, whoever drew the leaver has nobody (the owner is shown why).
          const receiver = draw
            ? (draw.get(person.memberId) ?? null)
            : person.receiverMemberId === memberId
              ? null
              : person.receiverMemberId;
          if (receiver === person.receiverMemberId) continue;
          const seen = person.openedAt !== null && receiver !== null;
          await tx
            .update(giftExchangeParticipants)
            .set({ receiverMemberId: receiver, ...(seen ? { matchChangedAt: new Date() } : {}) })
            .where(
              and(
                eq(giftExchangeParticipants.exchangeId, exchange.id),
                eq(giftExchangeParticipants.memberId, person.memberId),
              ),
            );
          if (seen) told.push({ memberId: person.memberId, title: exchange.title });
        }
      }
      if (told.length === 0 || !mail.mailer) return undefined;
      const addresses = await tx
        .select({
          memberId: familyMembers.id,
          userId: users.id,
          email: users.email,
          family: familyAccounts.name,
        })
        .from(familyMembers)
        .innerJoin(users, eq(users.id, familyMembers.userId))
        .innerJoin(familyAccounts, eq(familyAccounts.id, familyMembers.familyAccountId))
        .where(
          and(
            eq(familyMembers.familyAccountId, familyId),
            inArray(
              familyMembers.id,
              told.map((t) => t.memberId),
            ),
          ),
        );
      const { mailer } = mail;
      return async () => {
        for (const { memberId: giver, title } of told) {
          const to = addresses.find((a) => a.memberId === giver);
          if (!to?.email || !(await mail.preferences.allowsUser(to.userId))) continue;
          await mailer.send(matchChangedMail(to.email, title, to.family, mail.publicUrl));
        }
      };
    },

    async preview(userId, familyIds) {
      const exchanges: DeparturePreview['exchanges'] = [];
      for (const familyId of familyIds) {
        const own = await db
          .select({ id: familyMembers.id, family: familyAccounts.name })
          .from(familyMembers)
          .innerJoin(familyAccounts, eq(familyAccounts.id, familyMembers.familyAccountId))
          .where(and(eq(familyMembers.familyAccountId, familyId), eq(familyMembers.userId, userId)));
        const mine = await openExchangesOf(
          db,
          occasions,
          familyId,
          own.map((o) => o.id),
        );
        if (mine.length === 0) continue;
        const sizes = await db
          .select({ id: giftExchangeParticipants.exchangeId, n: count() })
          .from(giftExchangeParticipants)
          .where(
            inArray(
              giftExchangeParticipants.exchangeId,
              mine.map((m) => m.id),
            ),
          )
          .groupBy(giftExchangeParticipants.exchangeId);
        for (const exchange of mine) {
          const remaining = (sizes.find((s) => s.id === exchange.id)?.n ?? 1) - 1;
          // Alone in it, leaving changes nothing for anyone.
          if (remaining > 0)
            exchanges.push({
              id: exchange.id,
              title: exchange.title,
              familyName: own[0]?.family ?? '',
              remaining,
            });
        }
      }
      return { exchanges };
    },
  };
}
