import { randomInt } from 'node:crypto';
import { isoDay, todayIn } from '#common/calendar';
import * as refused from '#common/endpoints/gift-exchanges.errors';
import { OCCASION_NOT_IN_FAMILY } from '#common/endpoints/occasions.errors';
import {
  type CreateExchangeData,
  drawMatches,
  EXCHANGE_LIMITS,
  type GiftExchange,
  type MyMatch,
} from '#common/gift-exchanges';
import { notFound, refusal } from '../../errors';
import type { Access, FamilyScope } from '../../lib/access';
import type { OccasionsPort } from '../../lib/ports';
import type { ExchangeRow, GiftExchangesRepository, ParticipantRow } from './gift-exchanges.repository';

export const exchangeNotFound = () => notFound('Gift exchange');

/**
 * Gift exchanges (issue 22). The draw is kept from everyone until the reveal date: the list, the
 * exchange and every answer name only the viewer's own match (through my-match), the owner's
 * included.
 */
export function createGiftExchangesService(
  repo: GiftExchangesRepository,
  access: Access,
  occasions: Pick<OccasionsPort, 'isFamilyOccasion' | 'timeZoneOf'>,
  random: (n: number) => number = randomInt,
) {
  async function familyOf(row: ExchangeRow, userId: number): Promise<FamilyScope> {
    return access.requireFamily(row.familyAccountId, userId).catch(() => {
      throw exchangeNotFound();
    });
  }

  async function views(rows: ExchangeRow[], scope: FamilyScope): Promise<GiftExchange[]> {
    const ids = rows.map((r) => r.id);
    const [participants, exclusions, members, timeZone] = await Promise.all([
      repo.participantsOf(ids),
      repo.exclusionsOf(ids),
      access.membersWhere(scope, () => true),
      occasions.timeZoneOf(scope.family.id),
    ]);
    const names = new Map(members.map((m) => [m.id, m.name]));
    const mine = new Set(members.filter((m) => m.userId === scope.viewer.userId).map((m) => m.id));
    const today = isoDay(todayIn(timeZone));
    return rows.map((row) => {
      const people = participants.filter((p) => p.exchangeId === row.id);
      const revealed = row.revealDate !== null && row.revealDate <= today;
      const nameOf = (id: number | null) =>
        id === null ? 'A former member' : (names.get(id) ?? 'A former member');
      const attention = revealed
        ? null
        : people.length < EXCHANGE_LIMITS.minParticipants
          ? ('too_few' as const)
          : people.some((p) => p.receiverMemberId === null)
            ? ('unmatched' as const)
            : null;
      return {
        id: row.id,
        familyAccountId: row.familyAccountId,
        title: row.title,
        occasionId: row.occasionId,
        budgetCents: row.budgetCents,
        revealDate: row.revealDate,
        participants: people.map((p) => ({
          memberId: p.memberId,
          name: nameOf(p.memberId),
          opened: p.openedAt !== null,
          isMe: mine.has(p.memberId),
        })),
        exclusions: exclusions
          .filter((e) => e.exchangeId === row.id)
          .map((e) => [e.memberA, e.memberB] as [number, number]),
        revealed,
        pairs: revealed
          ? people.map((p) => ({ giver: nameOf(p.memberId), receiver: nameOf(p.receiverMemberId) }))
          : null,
        canRedraw: scope.viewer.isOwner && !revealed && people.every((p) => p.openedAt === null),
        attention,
        canEnd: scope.viewer.isOwner,
        takingPart: people.some((p) => mine.has(p.memberId)),
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  const drawOrRefuse = (ids: readonly number[], exclusions: ReadonlyArray<readonly [number, number]>) => {
    const draw = drawMatches(ids, exclusions, random);
    if (!draw) throw refusal(refused.EXCHANGE_NO_DRAW, { field: 'exclusions' });
    return draw;
  };

  async function viewOne(row: ExchangeRow, scope: FamilyScope) {
    const [view] = await views([row], scope);
    if (!view) throw exchangeNotFound();
    return view;
  }

  return {
    async list(userId: number, familyId: number) {
      const scope = await access.requireFamily(familyId, userId);
      return views(await repo.forFamily(familyId), scope);
    },

    async create(userId: number, familyId: number, data: CreateExchangeData) {
      const scope = await access.requireOwner(familyId, userId, refused.EXCHANGE_START_OWNER_ONLY);
      const members = new Map((await access.membersWhere(scope, () => true)).map((m) => [m.id, m]));
      for (const id of data.participantMemberIds) {
        const member = members.get(id);
        const field = 'participantMemberIds';
        if (!member) throw refusal(refused.EXCHANGE_PARTICIPANT_UNKNOWN, { field, memberId: id });
        if (member.userId === null)
          throw refusal(refused.EXCHANGE_PARTICIPANT_WITHOUT_ACCOUNT, {
            field,
            memberId: id,
            name: member.name,
          });
      }
      if (data.occasionId !== null && !(await occasions.isFamilyOccasion(familyId, data.occasionId)))
        throw refusal(OCCASION_NOT_IN_FAMILY, { field: 'occasionId' });
      const draw = drawOrRefuse(data.participantMemberIds, data.exclusions);
      const id = await repo.create(familyId, userId, data, draw);
      const row = await repo.find(id);
      if (!row) throw exchangeNotFound();
      return viewOne(row, scope);
    },

    async get(userId: number, id: number) {
      const row = await repo.find(id);
      if (!row) throw exchangeNotFound();
      return viewOne(row, await familyOf(row, userId));
    },

    async myMatch(userId: number, id: number): Promise<MyMatch> {
      const row = await repo.find(id);
      if (!row) throw exchangeNotFound();
      const scope = await familyOf(row, userId);
      const members = await access.membersWhere(scope, () => true);
      const mine = new Set(members.filter((m) => m.userId === userId).map((m) => m.id));
      const me = (await repo.participantsOf([id])).find((p: ParticipantRow) => mine.has(p.memberId));
      if (!me) throw refusal(refused.EXCHANGE_NOT_PARTICIPANT);
      // Answered from the row as opened: a redraw committed meanwhile is the draw they get.
      const opened = await repo.open(id, me.memberId);
      const receiver = members.find((m) => m.id === (opened ?? me).receiverMemberId);
      return {
        exchangeId: row.id,
        title: row.title,
        budgetCents: row.budgetCents,
        revealDate: row.revealDate,
        receiverMemberId: receiver?.id ?? null,
        receiverName: receiver?.name ?? null,
        changedAt: (opened ?? me).matchChangedAt?.toISOString() ?? null,
      };
    },

    async redraw(userId: number, id: number) {
      const row = await repo.find(id);
      if (!row) throw exchangeNotFound();
      const scope = await familyOf(row, userId);
      if (!scope.viewer.isOwner) throw refusal(refused.EXCHANGE_REDRAW_OWNER_ONLY);
      const [view] = await views([row], scope);
      if (view?.revealed) throw refusal(refused.EXCHANGE_REVEALED);
      const [participants, exclusions] = await Promise.all([
        repo.participantsOf([id]),
        repo.exclusionsOf([id]),
      ]);
      const draw = drawOrRefuse(
        participants.map((p) => p.memberId),
        exclusions.map((e) => [e.memberA, e.memberB] as const),
      );
      if (!(await repo.redraw(id, draw))) throw refusal(refused.EXCHANGE_MATCH_OPENED);
      return viewOne(row, scope);
    },

    /** The owner ends the exchange at any time: it goes for everyone, with its draw. */
    async end(userId: number, id: number): Promise<void> {
      const row = await repo.find(id);
      if (!row) throw exchangeNotFound();
      const scope = await familyOf(row, userId);
      if (!scope.viewer.isOwner) throw refusal(refused.EXCHANGE_END_OWNER_ONLY);
      await repo.remove(row.familyAccountId, id);
    },
  };
}
