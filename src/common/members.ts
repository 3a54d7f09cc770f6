import { z } from 'zod';
import { bodyIdSchema, hasVisibleText, str } from './api/fields';
import { interestsSchema } from './families';
import { MEMBER_COLOR_CLASSES, MEMBER_DEFAULT_COLOR, MEMBER_DEFAULT_ICON } from './member-constants';
import { HIDDEN_MEMBER_FIELDS, memberPrivacyPatchSchema, memberPrivacySchema } from './member-privacy';
import { genderSchema, sectionsInputShape, sectionsResponseShape } from './member-sections';

export * from './member-constants';
export * from './member-invites';
export * from './member-privacy';
export * from './member-rules';
export * from './member-sections';

const AGE_MESSAGE = 'Age must be a whole number from 1 to 120';
const EMAIL_MESSAGE = 'must be a valid e-mail address';
const anEmail = z.email(EMAIL_MESSAGE);

const name = str('Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(80, 'must be at most 80 characters')
  .refine(hasVisibleText, 'Name is required');
const relationship = str('Relationship is required')
  .trim()
  .min(1, 'Relationship is required')
  .max(40, 'must be at most 40 characters');
const age = z.number(AGE_MESSAGE).int(AGE_MESSAGE).min(1, AGE_MESSAGE).max(120, AGE_MESSAGE).nullable();
/** Empty means "no e-mail". */
const email = str(EMAIL_MESSAGE)
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .refine((v) => v === '' || anEmail.safeParse(v).success, EMAIL_MESSAGE)
  .nullable()
  .transform((v) => v || null);
const icon = str('must be an icon name').trim().min(1, 'must be an icon name').max(40);
const color = str('must be a colour')
  .trim()
  .refine(
    (v) => /^#[0-9a-fA-F]{6}$/.test(v) || (MEMBER_COLOR_CLASSES as readonly string[]).includes(v),
    `must be a hex colour like ${MEMBER_DEFAULT_COLOR} or one of ${MEMBER_COLOR_CLASSES.join(', ')}`,
  );
const notes = str('must be text')
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const createMemberSchema = z.object({
  name,
  relationship,
  age: age.optional().transform((v) => v ?? null),
  email: email.optional().transform((v) => v ?? null),
  interests: interestsSchema.optional().transform((v) => v ?? []),
  icon: icon.optional().transform((v) => v ?? MEMBER_DEFAULT_ICON),
  color: color.optional().transform((v) => v ?? MEMBER_DEFAULT_COLOR),
  notes: notes.transform((v) => v ?? null),
  privacy: memberPrivacyPatchSchema.optional(),
});
export type CreateMemberInput = z.input<typeof createMemberSchema>;
export type CreateMemberData = z.infer<typeof createMemberSchema>;
export const createMemberWithFamilySchema = createMemberSchema.extend({
  familyAccountId: bodyIdSchema('must be a family id'),
});

/** PUT: name and relationship always; any other field left out keeps its stored value. */
export const updateMemberSchema = z.object({
  name,
  relationship,
  age: age.optional(),
  email: email.optional(),
  interests: interestsSchema
    .nullish()
    .transform((v) => (v === null ? [] : v))
    .optional(),
  icon: icon.optional(),
  color: color.optional(),
  notes,
  ...sectionsInputShape,
});
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;
export type UpdateMemberData = z.infer<typeof updateMemberSchema>;

/** The questionnaire: each section sent replaces the stored one. */
export const memberProfileSchema = z.strictObject({ gender: genderSchema.nullish(), ...sectionsInputShape });
export type MemberProfileInput = z.input<typeof memberProfileSchema>;
export type MemberProfileData = z.infer<typeof memberProfileSchema>;

/** A new photo as a data URL, null for the emoji avatar, or back to the sign-in picture. */
export const memberPictureSchema = z
  .strictObject({
    // Its content (an image data URL of at most 5 MB) is checked by the server with the
    // messages 400 'Please select an image file.', 413 'Please select an image under 5MB.'
    profileImage: str('must be an image data URL or null').nullable().optional(),
    revertToGoogle: z.literal(true, 'must be true').optional(),
  })
  .superRefine((body, ctx) => {
    const both = body.profileImage !== undefined && body.revertToGoogle;
    if (both || (body.profileImage === undefined && !body.revertToGoogle)) {
      ctx.addIssue({
        code: 'custom',
        path: ['profileImage'],
        message: 'send profileImage or revertToGoogle',
      });
    }
  });
export type MemberPictureInput = z.infer<typeof memberPictureSchema>;

/** Two records of one person become one: the one in the path goes, `intoMemberId` stays. */
const memberBriefSchemaBase = z.object({
  id: z.number().int(),
  name: z.string(),
  relationship: z.string(),
});

export const mergeMemberSchema = z.strictObject({ intoMemberId: bodyIdSchema() });

/**
 * A record without an account that may be someone's own (issue 29): it folds into their record
 * once both they and the family owner agree. The owner asks "is this also you?", or the person
 * says "this is me" when joining.
 */
export const mergeRequestSchema = z.object({
  id: z.number().int(),
  familyAccountId: z.number().int(),
  /** The record that would go (no account). */
  from: memberBriefSchemaBase,
  /** The record of the person who signs in, which stays. */
  into: memberBriefSchemaBase,
  /** Who still has to say yes: the person, or the family owner. */
  waitingFor: z.enum(['person', 'owner']),
  /** The caller is the one who has to say yes. */
  yourTurn: z.boolean(),
  createdAt: z.string(),
});
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

/**
 * What relatives keep about a person whose record became their own (the notes written before a
 * takeover or a merge): the family's, never shown to the person (issue 29).
 */
export const familyNotesViewSchema = z.object({ text: z.string().nullable(), canEdit: z.boolean() });
export type FamilyNotesView = z.infer<typeof familyNotesViewSchema>;
export const familyNotesSchema = z.strictObject({
  familyNotes: str('must be text')
    .trim()
    .max(4000, 'must be at most 4000 characters')
    .nullable()
    .transform((v) => v || null),
});
export type FamilyNotesData = z.infer<typeof familyNotesSchema>;
export type MergeMemberData = z.infer<typeof mergeMemberSchema>;

export const familyMemberSchema = z.object({
  id: z.number().int(),
  familyAccountId: z.number().int(),
  userId: z.number().int().nullable(),
  createdByUserId: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  relationship: z.string(),
  interests: z.array(z.string()).nullable(),
  icon: z.string(),
  color: z.string(),
  notes: z.string().nullable(),
  /** Relatives' notes kept for the family: absent for the person themself. */
  familyNotes: familyNotesViewSchema.optional(),
  /** A same-origin photo URL, an external picture (e.g. Google's), or null for the emoji avatar. */
  profileImage: z.string().nullable(),
  gender: genderSchema.nullable(),
  ...sectionsResponseShape,
  privacy: memberPrivacySchema,
  isSelf: z.boolean(),
  isChild: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Fields withheld from this viewer: null in the response, but not empty. */
  hiddenFields: z.array(z.enum(HIDDEN_MEMBER_FIELDS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** An agreement to a merge request: merged (with the kept record), or still waiting for the other side. */
export const mergeRequestAnswerSchema = z.object({
  status: z.enum(['merged', 'waiting']),
  /** The kept record, once merged. */
  member: familyMemberSchema.nullable(),
});
export type MergeRequestAnswer = z.infer<typeof mergeRequestAnswerSchema>;

export const memberBriefSchema = memberBriefSchemaBase;
export type MemberBrief = z.infer<typeof memberBriefSchema>;
