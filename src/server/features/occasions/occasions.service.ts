import { randomBytes } from 'node:crypto';
import {
  addDays,
  ageOn,
  type Day,
  daysBetween,
  isoDay,
  nextOccurrence,
  parseIsoDay,
  todayIn,
} from '#common/calendar';
import * as refused from '#common/endpoints/occasions.errors';
import type { FamilyPrivacySettings } from '#common/families';
import type {
  HolidaySettings,
  HolidaySettingsInput,
  Occasion,
  OccasionData,
  UpcomingOccasion,
} from '#common/occasions';
import { occasionSignals } from '#common/signals/occasion-signals';
import { isUniqueViolation } from '../../db/errors';
import { refusal } from '../../errors';
import {
  type Access,
  canEdit,
  canSeeAgeOf,
  canSeeGiftIdeas,
  canSeeGiftStatus,
  isChild,
  type MemberScope,
  type MemberWithPrivacy,
  type RecordLookup,
  type Viewer,
} from '../../lib/access';
import type { GiftIdeasPort } from '../../lib/ports';
import type { Signals } from '../../lib/signals';
import { availableHolidays, countries, holidaysBetween, isCountry } from './holidays';
import type { OccasionRow, OccasionsRepository } from './occasions.repository';

const DEFAULT_TIME_ZONE = 'UTC';

/** The facts that decide what a viewer sees of a member's occasions. */
interface SubjectView {
  subject: MemberWithPrivacy & { name: string };
  viewer: Viewer;
  familyPrivacy: FamilyPrivacySettings;
}

/** Whether the viewer may see the year of a birthday (and so the age it turns): the member's age rule. */
export function seesBirthYear({ subject, viewer, familyPrivacy }: SubjectView): boolean {
  return canSeeAgeOf(subject, viewer, familyPrivacy);
}

/** The year as this viewer may see it: a birthday's only under the age rule. */
export const visibleYear = (row: Pick<OccasionRow, 'kind' | 'year'>, view: SubjectView) =>
  row.kind === 'birthday' && !seesBirthYear(view) ? null : row.year;

export function toOccasionView(row: OccasionRow, view: SubjectView, today: Day): Occasion {
  const next = nextOccurrence(row, today);
  return {
    id: row.id,
    familyMemberId: row.familyMemberId,
    kind: row.kind,
    title: row.title,
    month: row.month,
    day: row.day,
    year: visibleYear(row, view),
    recurring: row.recurring,
    otherMemberId: row.otherMemberId,
    otherMemberName: row.otherMemberName,
    nextDate: next ? isoDay(next) : null,
    daysAway: next ? daysBetween(today, next) : null,
    canEdit: canEdit(view.subject, view.viewer),
  };
}

/** The count a yearly occasion reaches on `on`: the age a birthday turns, an anniversary's years. */
export function turningOn(row: Pick<OccasionRow, 'kind' | 'year'>, year: number | null, on: Day) {
  if (year === null || row.kind === 'custom') return undefined;
  const count = on.year - year;
  return count > 0 ? count : undefined;
}

export function createOccasionsService(
  repo: OccasionsRepository,
  access: Access,
  signals: Signals,
  record: RecordLookup<OccasionRow>,
  options: { publicUrl: string; giftIdeas: Pick<GiftIdeasPort, 'plans'> },
) {
  /**
   * What the occasion teaches GiftLens about the member (and an anniversary's other member),
   * replacing what it taught before, in the same transaction as the change.
   */
  async function teach(familyId: number, memberId: number, id: number, data: OccasionData, today: Day) {
    await signals.forget(familyId, 'occasion', id);
    const next = nextOccurrence(data, today);
    const derived = occasionSignals({
      kind: data.kind,
      title: data.title,
      ...(next && data.year !== null ? { turning: next.year - data.year } : {}),
    });
    if (derived.length === 0) return;
    for (const target of [memberId, ...(data.otherMemberId ? [data.otherMemberId] : [])])
      await signals.add({ familyId, memberId: target }, 'occasion', id, derived);
  }

  const familyToday = async (familyId: number) => {
    const settings = await repo.settings(familyId);
    return todayIn(settings?.timeZone ?? DEFAULT_TIME_ZONE);
  };

  const editable = (memberId: number, userId: number) =>
    access.requireEditor(memberId, userId, undefined, refused.OCCASION_EDIT_FORBIDDEN);

  /** The other member of an anniversary is someone else in the same family. */
  async function checkOther(scope: MemberScope, data: OccasionData) {
    if (data.otherMemberId === null) return;
    if (data.otherMemberId === scope.member.id)
      throw refusal(refused.ANNIVERSARY_WITH_SELF, { field: 'otherMemberId' });
    const memberId = data.otherMemberId;
    const other = await repo.memberInFamily(scope.family.id, memberId);
    if (other === undefined)
      throw refusal(refused.ANNIVERSARY_MEMBER_UNKNOWN, { field: 'otherMemberId', memberId });
    if (isChild(other))
      throw refusal(refused.ANNIVERSARY_WITH_CHILD, { field: 'otherMemberId', memberId, name: other.name });
  }

  /** A birthday with a year keeps the member's age, in the family's time zone. */
  async function keepAge(scope: MemberScope, data: OccasionData) {
    if (data.kind !== 'birthday' || data.year === null) return;
    const age = ageOn(data, await familyToday(scope.family.id));
    if (age !== null && age >= 0) await repo.setAge(scope.family.id, scope.member.id, Math.max(age, 0));
  }

  const saved = (err: unknown, scope: MemberScope): never => {
    if (isUniqueViolation(err))
      throw refusal(refused.BIRTHDAY_EXISTS, { memberId: scope.member.id, name: scope.member.name });
    throw err;
  };

  async function viewOf(id: number, userId: number): Promise<Occasion> {
    const { row, scope } = await access.requireRecord(record, id, userId);
    return toOccasionView(row, scope, await familyToday(scope.family.id));
  }

  return {
    async forMember(userId: number, memberId: number): Promise<Occasion[]> {
      const scope = await access.requireMember(memberId, userId);
      const today = await familyToday(scope.family.id);
      const rows = await repo.forMember(scope.family.id, memberId);
      return rows.map((row) => toOccasionView(row, scope, today));
    },

    async create(userId: number, memberId: number, data: OccasionData): Promise<Occasion> {
      const scope = await editable(memberId, userId);
      await checkOther(scope, data);
      const today = await familyToday(scope.family.id);
      const id = await repo
        .transaction(async () => {
          const created = await repo.create(scope.family.id, memberId, userId, data);
          if (!created) throw new Error('occasion insert returned nothing');
          await teach(scope.family.id, memberId, created, data, today);
          return created;
        })
        .catch((err) => saved(err, scope));
      await keepAge(scope, data);
      return viewOf(id, userId);
    },

    async update(userId: number, id: number, data: OccasionData): Promise<Occasion> {
      const { scope } = await access.requireRecord(record, id, userId);
      if (!canEdit(scope.member, scope.viewer)) throw refusal(refused.OCCASION_EDIT_FORBIDDEN);
      await checkOther(scope, data);
      const today = await familyToday(scope.family.id);
      await repo
        .transaction(async () => {
          await repo.update(scope.family.id, id, data);
          await teach(scope.family.id, scope.member.id, id, data, today);
        })
        .catch((err) => saved(err, scope));
      await keepAge(scope, data);
      return viewOf(id, userId);
    },

    async remove(userId: number, id: number): Promise<void> {
      const { scope } = await access.requireRecord(record, id, userId);
      if (!canEdit(scope.member, scope.viewer)) throw refusal(refused.OCCASION_EDIT_FORBIDDEN);
      await repo.transaction(async () => {
        await signals.forget(scope.family.id, 'occasion', id);
        await repo.remove(scope.family.id, id);
      });
    },

    /**
     * The family's occasions and switched-on holidays in the next `days` days (today included),
     * soonest first, each with the viewer's plan where they may see it: never for the person it
     * is for, never for a member whose gift ideas they may not see.
     */
    async upcoming(userId: number, familyId: number, days: number): Promise<UpcomingOccasion[]> {
      const scope = await access.requireFamily(familyId, userId);
      const settings = await repo.settings(familyId);
      const today = todayIn(settings?.timeZone ?? DEFAULT_TIME_ZONE);
      const last = addDays(today, days - 1);
      const [members, rows, plans] = await Promise.all([
        access.membersWhere(scope, () => true),
        repo.forFamily(familyId),
        options.giftIdeas.plans(familyId),
      ]);
      const byId = new Map(members.map((m) => [m.id, m]));
      // The plan of an occasion is the ideas for its own member: an anniversary's ideas for the
      // other member are that member's surprise, and may be ideas this viewer may not see.
      const planOf = new Map(plans.map((p) => [`${p.occasionId}:${p.familyMemberId}`, p]));
      const found: UpcomingOccasion[] = [];
      for (const row of rows) {
        const member = byId.get(row.familyMemberId);
        if (!member) continue;
        const next = nextOccurrence(row, today);
        if (!next || daysBetween(next, last) < 0) continue;
        const view = { subject: member.subject, viewer: scope.viewer, familyPrivacy: scope.familyPrivacy };
        const year = visibleYear(row, view);
        const turning = turningOn(row, year, next);
        const mayPlan =
          canSeeGiftIdeas(member.subject, scope.viewer, scope.familyPrivacy) &&
          canSeeGiftStatus(member.subject, scope.viewer);
        const plan = planOf.get(`${row.id}:${row.familyMemberId}`);
        found.push({
          id: row.id,
          familyMemberId: row.familyMemberId,
          memberName: member.name,
          kind: row.kind,
          title: row.title,
          otherMemberName: row.otherMemberName,
          date: isoDay(next),
          daysAway: daysBetween(today, next),
          ...(turning !== undefined ? { turning } : {}),
          ...(mayPlan
            ? {
                plan: {
                  ideas: plan?.ideas ?? 0,
                  considered: plan?.considered ?? 0,
                  purchased: plan?.purchased ?? 0,
                },
              }
            : {}),
        });
      }
      for (const h of holidaysBetween(settings?.country ?? null, settings?.holidays ?? [], today, last)) {
        found.push({
          id: null,
          familyMemberId: null,
          memberName: null,
          kind: 'holiday',
          title: h.name,
          otherMemberName: null,
          date: h.date,
          daysAway: daysBetween(today, parseIsoDay(h.date)),
        });
      }
      return found.sort((a, b) => a.date.localeCompare(b.date) || (a.id ?? 0) - (b.id ?? 0));
    },

    async holidaySettings(userId: number, familyId: number, preview?: string): Promise<HolidaySettings> {
      const scope = await access.requireFamily(familyId, userId);
      const stored = await repo.settings(familyId);
      const timeZone = stored?.timeZone ?? DEFAULT_TIME_ZONE;
      const country = preview?.toUpperCase() ?? stored?.country ?? null;
      if (country !== null && !isCountry(country))
        throw refusal(refused.COUNTRY_UNKNOWN, { field: 'country', country });
      return {
        country: stored?.country ?? null,
        timeZone,
        enabled: stored?.holidays ?? [],
        countries: countries(),
        available: availableHolidays(country, todayIn(timeZone)),
        canEdit: scope.viewer.isOwner,
      };
    },

    async saveHolidaySettings(userId: number, familyId: number, input: HolidaySettingsInput) {
      await access.requireOwner(familyId, userId, refused.HOLIDAYS_OWNER_ONLY);
      const country = input.country ?? null;
      if (country !== null && !isCountry(country))
        throw refusal(refused.COUNTRY_UNKNOWN, { field: 'country', country });
      const known = new Set(availableHolidays(country, todayIn(input.timeZone)).map((h) => h.key));
      const unknown = input.enabled.filter((key) => !known.has(key));
      const [unknownHoliday] = unknown;
      if (unknownHoliday !== undefined)
        throw refusal(refused.HOLIDAY_UNKNOWN, { field: 'enabled', holiday: unknownHoliday });
      await repo.saveSettings(familyId, {
        country,
        timeZone: input.timeZone,
        holidays: [...new Set(input.enabled)],
      });
      return this.holidaySettings(userId, familyId);
    },

    /** The user's calendar-feed address, made on first ask. */
    async calendarLink(userId: number) {
      const token =
        (await repo.calendarToken(userId)) ?? (await repo.ensureCalendarToken(userId, newToken()));
      return linkOf(options.publicUrl, token);
    },

    async rotateCalendar(userId: number) {
      const token = newToken();
      await repo.rotateCalendarToken(userId, token);
      return linkOf(options.publicUrl, token);
    },
  };
}

const newToken = () => randomBytes(24).toString('base64url');

export function linkOf(publicUrl: string, token: string) {
  const url = `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

export type OccasionsService = ReturnType<typeof createOccasionsService>;
