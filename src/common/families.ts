import { z } from 'zod';
import { bodyIdSchema, hasVisibleText, idSchema, str } from './api/fields';
import { isTimeZone } from './calendar';

export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_PREFIX = 'INV-';
export const INVITE_CODE_LENGTH = 9;
export const INVITE_CODE_PATTERN = /^INV-[A-Z2-9]{9}$/;

/** Codes are typed by hand: ignore surrounding spaces and case. */
export function normalizeInviteCode(code: string) {
  return code.trim().toUpperCase();
}

export const inviteCodeSchema = str()
  .transform(normalizeInviteCode)
  .pipe(z.string().regex(INVITE_CODE_PATTERN, 'Please enter a valid invite code'));

export { MEMBER_DEFAULT_COLOR, MEMBER_DEFAULT_ICON } from './member-constants';

/** Any string: a malformed code is answered like an unknown one (404), without a query. */
export const inviteCodeParamSchema = z.object({ code: str() });

export const familyRoleSchema = z.enum(['owner', 'member']);
export type FamilyRole = z.infer<typeof familyRoleSchema>;

const privacyFlags = {
  adsVisibleToAll: z.boolean(),
  giftsVisibleToAll: z.boolean(),
  personalInfoVisibleToAll: z.boolean(),
  allowDataImports: z.boolean(),
  requireApprovalForGifts: z.boolean(),
  /** A member sees that an item on their own wishlist was claimed, never by whom or how many. */
  showClaimedToMember: z.boolean(),
};

export const DEFAULT_FAMILY_PRIVACY = {
  adsVisibleToAll: true,
  giftsVisibleToAll: true,
  personalInfoVisibleToAll: false,
  allowDataImports: true,
  requireApprovalForGifts: false,
  showClaimedToMember: false,
} as const satisfies Record<keyof typeof privacyFlags, boolean>;

/** Missing flags take their defaults, so families stored before a flag existed still read whole. */
export const familyPrivacySettingsSchema = z.object({
  adsVisibleToAll: privacyFlags.adsVisibleToAll.default(DEFAULT_FAMILY_PRIVACY.adsVisibleToAll),
  giftsVisibleToAll: privacyFlags.giftsVisibleToAll.default(DEFAULT_FAMILY_PRIVACY.giftsVisibleToAll),
  personalInfoVisibleToAll: privacyFlags.personalInfoVisibleToAll.default(
    DEFAULT_FAMILY_PRIVACY.personalInfoVisibleToAll,
  ),
  allowDataImports: privacyFlags.allowDataImports.default(DEFAULT_FAMILY_PRIVACY.allowDataImports),
  requireApprovalForGifts: privacyFlags.requireApprovalForGifts.default(
    DEFAULT_FAMILY_PRIVACY.requireApprovalForGifts,
  ),
  showClaimedToMember: privacyFlags.showClaimedToMember.default(DEFAULT_FAMILY_PRIVACY.showClaimedToMember),
});
export type FamilyPrivacySettings = z.infer<typeof familyPrivacySettingsSchema>;

export const familyPrivacyPatchSchema = z.strictObject(privacyFlags).partial();
export type FamilyPrivacyPatch = z.infer<typeof familyPrivacyPatchSchema>;

export const familySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  inviteCode: z.string(),
  ownerId: z.number().int(),
  settings: z.object({ privacy: familyPrivacySettingsSchema }),
  createdAt: z.string(),
});
export type Family = z.infer<typeof familySchema>;

const familyNameSchema = str('Family name is required')
  .trim()
  .min(1, 'Family name is required')
  .max(80, 'Family name must be at most 80 characters')
  .refine(hasVisibleText, 'Family name is required');

const familyDescriptionSchema = str()
  .trim()
  .max(500, 'Description must be at most 500 characters')
  .nullish()
  .transform((v) => v || null);

export const createFamilySchema = z.object({
  name: familyNameSchema,
  description: familyDescriptionSchema,
  /** The creator's time zone, as their browser says it: the family's days and holidays start there. */
  timeZone: str('must be a time zone')
    .max(64, 'must be a time zone')
    .refine(isTimeZone, 'must be a time zone such as Europe/London')
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateFamilyInput = z.input<typeof createFamilySchema>;
export type CreateFamilyData = z.infer<typeof createFamilySchema>;

export type UpdateFamilyInput =
  | { settings: { privacy: FamilyPrivacyPatch } }
  | { name: string; description?: string | null };

/**
 * Either `{settings: {privacy}}` or `{name, description?}`. One object with a refinement
 * rather than z.union, so a bad field is reported by name instead of as "Invalid input".
 * An omitted description is left as it is; an empty one clears it.
 */
export const updateFamilySchema = z
  .strictObject({
    settings: z.strictObject({ privacy: familyPrivacyPatchSchema }).optional(),
    name: familyNameSchema.optional(),
    description: familyDescriptionSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.settings && (body.name !== undefined || body.description !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings'],
        message: 'send either settings or name and description, not both',
      });
    } else if (!body.settings && body.name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Family name is required' });
    }
  })
  .transform((body): UpdateFamilyInput => {
    if (body.settings) return { settings: body.settings };
    return body.description === undefined
      ? { name: body.name ?? '' }
      : { name: body.name ?? '', description: body.description };
  });

export const familyMembershipSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  familyAccountId: z.number().int(),
  role: familyRoleSchema,
  permissions: z.array(z.string()),
  createdAt: z.string(),
});
export type FamilyMembership = z.infer<typeof familyMembershipSchema>;

export const familyMembershipsQuerySchema = z.object({ familyAccountId: idSchema.optional() });

/** The member record's basic fields; profile sections are added by the members feature. */
export const basicFamilyMemberSchema = z.object({
  id: z.number().int(),
  familyAccountId: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  relationship: z.string(),
  interests: z.array(z.string()),
  icon: z.string(),
  color: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type BasicFamilyMember = z.infer<typeof basicFamilyMemberSchema>;

export const userFamilySchema = familySchema.extend({
  role: familyRoleSchema,
  membershipId: z.number().int(),
});
export type UserFamily = z.infer<typeof userFamilySchema>;

export const activeFamilySchema = z.object({
  activeFamilyId: z.number().int().nullable(),
  family: familySchema.nullable(),
});
export type ActiveFamily = z.infer<typeof activeFamilySchema>;

export const setActiveFamilySchema = z.object({
  familyId: bodyIdSchema('must be a family id'),
});
export type SetActiveFamilyInput = z.infer<typeof setActiveFamilySchema>;

export const joinLookupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  ownerId: z.number().int(),
  /** The owner's name as the family knows it, so the invite page can say who invited them. */
  ownerName: z.string(),
  /** True when the signed-in caller already belongs to this family (false for visitors). */
  alreadyMember: z.boolean(),
  /**
   * Profiles the family already keeps for the signed-in caller (no account yet, an adult, their
   * e-mail or their name): joining may take one over instead of making a second record.
   */
  yourProfiles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      relationship: z.string(),
      /**
       * A sign-in verified the address the family keeps for it: joining takes it over at once.
       * False: it only carries the caller's name, so the owner is asked to confirm (issue 29).
       */
      verified: z.boolean(),
    }),
  ),
});
export type JoinLookup = z.infer<typeof joinLookupSchema>;

/** The owner types the family's name, exactly, to delete it (compared by the server). */
export const deleteFamilySchema = z.strictObject({
  confirm: str("type the family's name to confirm").max(200, "type the family's name to confirm"),
});
export type DeleteFamilyInput = z.input<typeof deleteFamilySchema>;

/** Hand the family over to the adult with an account whose member record this is. */
export const transferOwnershipSchema = z.strictObject({
  memberId: bodyIdSchema('must be a family member id'),
});
export type TransferOwnershipInput = z.input<typeof transferOwnershipSchema>;

/** Trimmed, empties dropped, case-insensitive duplicates dropped (first spelling kept). */
export const interestsSchema = z
  .array(str().trim().max(60, 'each interest must be at most 60 characters'), 'must be a list of interests')
  .max(50, 'must have at most 50 interests')
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const joinFamilySchema = z.object({
  name: str('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(80, 'must be at most 80 characters')
    .refine(hasVisibleText, 'Name is required'),
  email: str('E-mail is required')
    .trim()
    .toLowerCase()
    .pipe(z.email('must be a valid e-mail address').max(254, 'must be at most 254 characters')),
  relationship: str('Relationship is required')
    .trim()
    .min(1, 'Relationship is required')
    .max(40, 'must be at most 40 characters'),
  age: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'Age must be between 1 and 120')
    .max(120, 'Age must be between 1 and 120')
    .nullish()
    .transform((v) => v ?? null),
  interests: interestsSchema.optional().transform((v) => v ?? []),
  /** One of `yourProfiles`: join as that record, with everything already gathered about you. */
  takeOverMemberId: bodyIdSchema('must be a family member id')
    .nullish()
    .transform((v) => v ?? null),
});
export type JoinFamilyInput = z.input<typeof joinFamilySchema>;
export type JoinFamilyData = z.infer<typeof joinFamilySchema>;

export const joinFamilyResultSchema = z.object({
  family: familySchema,
  membership: familyMembershipSchema,
  member: basicFamilyMemberSchema,
  /** The record the joiner said is them without a verified address: the owner is asked to merge it. */
  claimed: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type JoinFamilyResult = z.infer<typeof joinFamilyResultSchema>;
