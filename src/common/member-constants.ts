/**
 * Member constants the client needs on its own. No zod here: importing them must not pull
 * the schema library into the browser bundle.
 */
export const MEMBER_DEFAULT_ICON = 'person';
export const MEMBER_DEFAULT_COLOR = '#8B5CF6';

export const MEMBER_RELATIONSHIPS = [
  'Self',
  'Parent',
  'Spouse',
  'Child',
  'Sibling',
  'Grandparent',
  'Grandchild',
  'Aunt',
  'Uncle',
  'Cousin',
  'Friend',
  'Partner',
  'Other',
] as const;

export const MEMBER_COLORS = [
  MEMBER_DEFAULT_COLOR,
  '#F59E0B',
  '#EC4899',
  '#3B82F6',
  '#10B981',
  '#22C55E',
  '#EF4444',
  '#F97316',
  '#14B8A6',
  '#6366F1',
  '#A855F7',
  '#64748B',
] as const;

export const MEMBER_ICONS = [
  MEMBER_DEFAULT_ICON,
  'heart',
  'star',
  'baby',
  'crown',
  'music',
  'book',
  'ball',
  'palette',
  'plane',
  'chef',
  'paw',
] as const;

/** Icons given without asking: never the baby bottle, which suits only the very young (issue 36). */
const AUTO_ICONS = MEMBER_ICONS.filter((icon) => icon !== 'baby');

/**
 * A new member's default look: the first colour and the first icon no one in the family
 * uses yet (cycling once all are taken), so cards tell people apart at a glance.
 */
export function distinctAppearance(used: { icon: string; color: string }[]): { icon: string; color: string } {
  const pick = <T extends string>(all: readonly T[], taken: string[]): T => {
    const free = all.find((value) => !taken.includes(value));
    return free ?? (all[taken.length % all.length] as T);
  };
  return {
    color: pick(
      MEMBER_COLORS,
      used.map((m) => m.color.toUpperCase()),
    ),
    icon: pick(
      AUTO_ICONS,
      used.map((m) => m.icon),
    ),
  };
}

/** The older colour class names stored records may hold, still accepted next to hex colours. */
export const MEMBER_COLOR_CLASSES = ['purple', 'amber', 'pink', 'blue', 'emerald', 'green'] as const;

export const MAX_MEMBER_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPE_MESSAGE = 'Please select an image file.';
export const PHOTO_SIZE_MESSAGE = 'Please select an image under 5MB.';
export const PHOTO_DATA_URL_PATTERN = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/;

export const MEMBER_SECTIONS = [
  'lifestyle',
  'shoppingPreferences',
  'personalityProfile',
  'goals',
  'socialMediaActivity',
] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];

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

/** What privacy can withhold from relatives; notes and gender go with the profile and the answers. */
export const HIDDEN_MEMBER_FIELDS = [
  'email',
  'age',
  'interests',
  'notes',
  'gender',
  ...MEMBER_SECTIONS,
] as const;
export type HiddenMemberField = (typeof HIDDEN_MEMBER_FIELDS)[number];
