import { z } from 'zod';
import { MEMBER_SECTIONS } from './member-sections';

export const MEMBER_PRIVACY_FLAGS = [
  'adsVisible',
  'giftsVisible',
  'personalInfoVisible',
  'profileVisible',
  'allowFamilyView',
  'sharePersonalDetails',
  'shareInterests',
  'shareOnboardingData',
] as const;
export type MemberPrivacyFlag = (typeof MEMBER_PRIVACY_FLAGS)[number];
export type MemberPrivacy = Record<MemberPrivacyFlag, boolean>;
export const DEFAULT_MEMBER_PRIVACY = Object.fromEntries(
  MEMBER_PRIVACY_FLAGS.map((flag) => [flag, true]),
) as MemberPrivacy;

const flag = z.boolean('must be true or false');
/** Missing flags read as true, so records stored before a flag existed stay visible. */
export const memberPrivacySchema = z.object(
  Object.fromEntries(MEMBER_PRIVACY_FLAGS.map((f) => [f, flag.default(true)])) as Record<
    MemberPrivacyFlag,
    z.ZodDefault<typeof flag>
  >,
);
export const memberPrivacyPatchSchema = z
  .strictObject(
    Object.fromEntries(MEMBER_PRIVACY_FLAGS.map((f) => [f, flag])) as Record<MemberPrivacyFlag, typeof flag>,
  )
  .partial();
export type MemberPrivacyPatch = z.infer<typeof memberPrivacyPatchSchema>;

/** What privacy can withhold from a viewer; the rest of a member record is always shown. */
export const HIDDEN_MEMBER_FIELDS = ['email', 'age', 'interests', ...MEMBER_SECTIONS] as const;
export type HiddenMemberField = (typeof HIDDEN_MEMBER_FIELDS)[number];
