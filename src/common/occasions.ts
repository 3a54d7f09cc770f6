import { z } from 'zod';
import { bodyIdSchema, str } from './api/fields';
import { daysInMonth, isTimeZone, monthName } from './calendar';
import { OCCASION_KINDS } from './occasion-label';

/**
 * Occasions (issue 21): a member's birthday, an anniversary, a custom date, and the family's
 * holidays, as the API carries them. The calendar arithmetic both sides use is `./calendar`;
 * the kinds and how an occurrence is named, `./occasion-label` (neither needs zod).
 */

export { OCCASION_KINDS, type OccasionKind, type UpcomingKind } from './occasion-label';

export const OCCASION_LIMITS = {
  title: 120,
  minYear: 1900,
  /** A one-off custom date may be planned this many years ahead. */
  yearsAhead: 10,
  defaultDays: 90,
  maxDays: 366,
  /** The dashboard's Coming up card. */
  comingUpDays: 60,
} as const;

/** Lead times a user may choose for reminders, in days. */
export const REMINDER_DAY_CHOICES = [1, 3, 7, 14, 21, 30] as const;
export const DEFAULT_REMINDER_DAYS = [21, 7] as const;

// ---------------------------------------------------------------------------------------------
// Requests

const int = (name: string) => z.number(`${name} must be a number`).int(`${name} must be a whole number`);

const titleSchema = str('must be text')
  .trim()
  .max(OCCASION_LIMITS.title, `must be at most ${OCCASION_LIMITS.title} characters`)
  .nullish()
  .transform((v) => v || null);

/**
 * `POST /api/family-members/{id}/occasions` and `PUT /api/occasions/{id}`. A birthday is the
 * member's own (one per member, always yearly); an anniversary names the other member or has a
 * title; a custom date has a title and may be a one-off (then it needs its year).
 */
export const occasionInputSchema = z
  .strictObject({
    kind: z.enum(OCCASION_KINDS, `must be one of ${OCCASION_KINDS.join(', ')}`),
    title: titleSchema,
    month: int('month').min(1, 'month must be 1 to 12').max(12, 'month must be 1 to 12'),
    day: int('day').min(1, 'day must be 1 to 31').max(31, 'day must be 1 to 31'),
    year: int('year')
      .nullish()
      .transform((v) => v ?? null),
    recurring: z.boolean('must be true or false').optional(),
    otherMemberId: bodyIdSchema('must be a family member id')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((o, ctx) => {
    const thisYear = new Date().getUTCFullYear();
    if (o.year !== null) {
      const latest = o.kind === 'custom' ? thisYear + OCCASION_LIMITS.yearsAhead : thisYear;
      if (o.year < OCCASION_LIMITS.minYear)
        ctx.addIssue({
          code: 'custom',
          path: ['year'],
          message: `must be ${OCCASION_LIMITS.minYear} or later`,
        });
      else if (o.year > latest)
        ctx.addIssue({
          code: 'custom',
          path: ['year'],
          message: o.kind === 'custom' ? `must be at most ${latest}` : 'must not be in the future',
        });
    }
    if (o.day > daysInMonth(o.month, o.year)) {
      ctx.addIssue({
        code: 'custom',
        path: ['day'],
        message: `${o.year === null ? monthName(o.month) : `${monthName(o.month)} ${o.year}`} has no day ${o.day}`,
      });
    }
    if (o.kind === 'custom' && !o.title)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'is required for a custom occasion' });
    if (o.kind === 'anniversary' && !o.title && o.otherMemberId === null)
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'is required for an anniversary without another member',
      });
    if (o.kind !== 'anniversary' && o.otherMemberId !== null)
      ctx.addIssue({ code: 'custom', path: ['otherMemberId'], message: 'is only for an anniversary' });
    if (o.kind !== 'custom' && o.recurring === false)
      ctx.addIssue({ code: 'custom', path: ['recurring'], message: `a ${o.kind} is yearly` });
    if (o.recurring === false && o.year === null)
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'is required for a one-off date' });
  })
  .transform((o) => ({ ...o, recurring: o.kind === 'custom' ? (o.recurring ?? true) : true }));
export type OccasionInput = z.input<typeof occasionInputSchema>;
export type OccasionData = z.output<typeof occasionInputSchema>;

export const upcomingQuerySchema = z.object({
  days: z.coerce
    .number('days must be a number')
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(OCCASION_LIMITS.maxDays, `days must be at most ${OCCASION_LIMITS.maxDays}`)
    .default(OCCASION_LIMITS.defaultDays),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** An occasion as stored, as a viewer of the member sees it (`year` null when hidden from them). */
export const occasionSchema = z.object({
  id: z.number().int(),
  familyMemberId: z.number().int(),
  kind: z.enum(OCCASION_KINDS),
  title: z.string().nullable(),
  month: z.number().int(),
  day: z.number().int(),
  /** The year, when given and the viewer may see the member's age. */
  year: z.number().int().nullable(),
  recurring: z.boolean(),
  otherMemberId: z.number().int().nullable(),
  otherMemberName: z.string().nullable(),
  /** The next day it falls on (in the family's time zone), or null for a one-off that passed. */
  nextDate: z.string().nullable(),
  /** Days from today (in the family's time zone) to `nextDate`; null with it. */
  daysAway: z.number().int().nullable(),
  canEdit: z.boolean(),
});
export type Occasion = z.infer<typeof occasionSchema>;

/**
 * What the viewer has planned for an occasion: its gift ideas, considered and bought. Absent for
 * the person it is for, and for viewers who may not see the member's gift ideas.
 */
export const occasionPlanSchema = z.object({
  ideas: z.number().int(),
  considered: z.number().int(),
  purchased: z.number().int(),
});
export type OccasionPlan = z.infer<typeof occasionPlanSchema>;

/** One upcoming occurrence, soonest first. */
export const upcomingOccasionSchema = z.object({
  /** The occasion's id; null for a family holiday. */
  id: z.number().int().nullable(),
  /** The member it is for; null for a family holiday. */
  familyMemberId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  kind: z.enum([...OCCASION_KINDS, 'holiday']),
  /** The stored title (custom, anniversary), the holiday's name, or null for a birthday. */
  title: z.string().nullable(),
  otherMemberName: z.string().nullable(),
  date: z.string(),
  daysAway: z.number().int(),
  /** The age turned or the anniversary's count, when the year is known and visible to the viewer. */
  turning: z.number().int().optional(),
  plan: occasionPlanSchema.optional(),
});
export type UpcomingOccasion = z.infer<typeof upcomingOccasionSchema>;

// ---------------------------------------------------------------------------------------------
// Family holidays

/** A holiday the family may switch on: one of its country's, or a religious one. */
export const holidayOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Its next date (YYYY-MM-DD) in the family's time zone. */
  nextDate: z.string(),
  group: z.enum(['country', 'religious']),
});
export type HolidayOption = z.infer<typeof holidayOptionSchema>;

export const holidaySettingsSchema = z.object({
  /** ISO 3166 country code, or null until the owner chooses one. */
  country: z.string().nullable(),
  timeZone: z.string(),
  enabled: z.array(z.string()),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  available: z.array(holidayOptionSchema),
  canEdit: z.boolean(),
});
export type HolidaySettings = z.infer<typeof holidaySettingsSchema>;

export const holidaySettingsQuerySchema = z.object({
  /** Preview another country's holidays before saving it. */
  country: str().max(2, 'must be a two-letter country code').optional(),
});

export const holidaySettingsInputSchema = z.strictObject({
  country: str('must be a country code')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .nullable(),
  timeZone: str('must be a time zone')
    .max(64, 'must be a time zone')
    .refine(isTimeZone, 'must be a time zone such as Europe/London'),
  enabled: z
    .array(str('must be a holiday key').max(80, 'must be a holiday key'), 'must be a list of holiday keys')
    .max(60, 'must name at most 60 holidays'),
});
export type HolidaySettingsInput = z.input<typeof holidaySettingsInputSchema>;

// ---------------------------------------------------------------------------------------------
// Reminders and the calendar feed

export const reminderDaysSchema = z
  .array(
    z
      .number('must be a number of days')
      .refine(
        (n) => (REMINDER_DAY_CHOICES as readonly number[]).includes(n),
        `must each be one of ${REMINDER_DAY_CHOICES.join(', ')}`,
      ),
    'must be a list of days',
  )
  .max(REMINDER_DAY_CHOICES.length)
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

export const calendarLinkSchema = z.object({
  /** The feed's https address (for calendar apps that subscribe by URL). */
  url: z.string(),
  /** The same feed as webcal://, which opens the device's calendar app. */
  webcalUrl: z.string(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;
