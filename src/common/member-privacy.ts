import { z } from 'zod';
import { MEMBER_PRIVACY_FLAGS, type MemberPrivacyFlag } from './member-constants';

export type { HiddenMemberField, MemberPrivacy, MemberPrivacyFlag } from './member-constants';
export { DEFAULT_MEMBER_PRIVACY, HIDDEN_MEMBER_FIELDS, MEMBER_PRIVACY_FLAGS } from './member-constants';

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
