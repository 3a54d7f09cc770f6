import { z } from 'zod';
import { hasVisibleText, str } from './api/fields';
import { isTimeZone } from './calendar';
import { DEFAULT_REMINDER_DAYS, reminderDaysSchema } from './occasions';

export const THEMES = ['system', 'light', 'dark'] as const;
export const themeSchema = z.enum(THEMES, `must be one of ${THEMES.join(', ')}`);
export type Theme = z.infer<typeof themeSchema>;

/** The defaults a new account starts with. */
export const DEFAULT_USER_SETTINGS = {
  emailNotifications: true,
  profileVisible: true,
  activityVisible: false,
  theme: 'system',
  reminderDays: [...DEFAULT_REMINDER_DAYS],
  timeZone: null,
} as const satisfies UserSettings;

export const userSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  profileVisible: z.boolean(),
  activityVisible: z.boolean(),
  theme: themeSchema,
  /** Days before an occasion that reminders go out (none: no reminders). */
  reminderDays: z.array(z.number().int()),
  /** The browser's IANA time zone, which reminders reckon the day in (null until first seen). */
  timeZone: z.string().nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Sent on every toggle: any of the settings, at least one. */
export const userSettingsPatchSchema = z
  .strictObject({
    emailNotifications: z.boolean('must be true or false'),
    profileVisible: z.boolean('must be true or false'),
    activityVisible: z.boolean('must be true or false'),
    theme: themeSchema,
    reminderDays: reminderDaysSchema,
    timeZone: str('must be a time zone')
      .max(64, 'must be a time zone')
      .refine(isTimeZone, 'must be a time zone such as Europe/London'),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'name at least one setting to change');
export type UserSettingsPatch = z.infer<typeof userSettingsPatchSchema>;

const EMAIL_MESSAGE = 'must be a valid e-mail address';
const anEmail = z.email(EMAIL_MESSAGE);

/** Empty or spaces mean "none" (null). */
const personName = str('must be text')
  .trim()
  .max(80, 'must be at most 80 characters')
  .nullable()
  .transform((v) => (v && hasVisibleText(v) ? v : null));

/**
 * PATCH /api/user/profile: the names and the contact e-mail shown in GiftLens. Changing the
 * e-mail never verifies it and never links or unlinks a sign-in: sign-ins keep the address
 * their provider gave.
 */
export const updateProfileSchema = z
  .strictObject({
    firstName: personName,
    lastName: personName,
    email: str(EMAIL_MESSAGE)
      .trim()
      .toLowerCase()
      .max(254, 'must be at most 254 characters')
      .refine((v) => v === '' || anEmail.safeParse(v).success, EMAIL_MESSAGE)
      .nullable()
      .transform((v) => v || null),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'name at least one field to change');
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.infer<typeof updateProfileSchema>;

/** The word the user types to confirm; anything else is a 400. */
export const DELETE_CONFIRMATION = 'DELETE';
export const deleteAccountSchema = z.strictObject({
  confirm: str('type DELETE to confirm').refine(
    (v) => v === DELETE_CONFIRMATION,
    'type DELETE (in capitals) to confirm',
  ),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** What deleting the account would do to each family the user owns. */
export const deletionPreviewSchema = z.object({
  ownedFamilies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** handed_over: to `heir`, the member who joined first; deleted: nobody else is in it. */
      outcome: z.enum(['handed_over', 'deleted']),
      heir: z.string().nullable(),
    }),
  ),
  memberships: z.number().int(),
  ownMemberRecords: z.number().int(),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

export const LINK_EVENT_ACTIONS = ['linked', 'unified', 'separate', 'unlinked', 'deauthorized'] as const;
export type LinkEventAction = (typeof LINK_EVENT_ACTIONS)[number];

export const DATA_DELETION_OUTCOMES = ['account_deleted', 'link_removed', 'nothing_found'] as const;
export type DataDeletionOutcome = (typeof DATA_DELETION_OUTCOMES)[number];

export const dataDeletionCodeParamSchema = z.object({
  code: str().max(64, 'is not a confirmation code'),
});

export const dataDeletionStatusSchema = z.object({
  confirmationCode: z.string(),
  status: z.enum(['completed']),
  outcome: z.enum(DATA_DELETION_OUTCOMES),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DataDeletionStatus = z.infer<typeof dataDeletionStatusSchema>;

/** Facebook's data-deletion callback body (form-encoded by Facebook's servers). */
export const facebookDeletionBodySchema = z.object({
  signed_request: str('signed_request is required').min(1, 'signed_request is required').max(4096),
});

/** What Facebook expects back: where the person can check the status, and the code. */
export const facebookDeletionResultSchema = z.object({
  url: z.string(),
  confirmation_code: z.string(),
});

/** Where the footer and the legal pages send people (configured on the server). */
export const siteInfoSchema = z.object({
  supportEmail: z.string(),
  contactEmail: z.string(),
  /** The production host name (from PUBLIC_URL in production mode), for the environment badge. */
  productionHost: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** Shown when Facebook's data-deletion callback removed something, by outcome. */
export const DATA_DELETION_OUTCOME_TEXT: Record<DataDeletionOutcome, string> = {
  account_deleted:
    'Your GiftLens account and everything it held were deleted, because Facebook was its only sign-in.',
  link_removed:
    'Your Facebook sign-in and the picture it gave were removed. Your account stays, with its other sign-ins.',
  nothing_found: 'GiftLens held no data for this Facebook account.',
};
