import type { HiddenMemberField, MemberPrivacyFlag } from '#common/member-constants';

/** What a relative sees instead of a field the member keeps private (decision 0005). */
export const HIDDEN_PLACEHOLDERS: Record<HiddenMemberField, string> = {
  email: 'Email address not shared',
  age: 'Age not shared',
  interests: 'Interests kept private',
  notes: 'Notes kept private',
  gender: 'Information kept private',
  lifestyle: 'Lifestyle data kept private',
  shoppingPreferences: 'Shopping preferences kept private',
  personalityProfile: 'Personality profile kept private',
  goals: 'Goals kept private',
  socialMediaActivity: 'Social media activity kept private',
};
export const GENERIC_PLACEHOLDER = 'Information kept private';

export const placeholderFor = (field: string) =>
  HIDDEN_PLACEHOLDERS[field as HiddenMemberField] ?? GENERIC_PLACEHOLDER;

export const MEMBER_PRIVACY_LABELS: Record<MemberPrivacyFlag, { label: string; description: string }> = {
  profileVisible: {
    label: 'Profile visible to family',
    description: 'Relatives can see this profile at all.',
  },
  allowFamilyView: {
    label: 'Allow family to view details',
    description: 'Relatives can open the full profile.',
  },
  personalInfoVisible: { label: 'Show age and e-mail', description: 'Basic personal information.' },
  sharePersonalDetails: { label: 'Share contact details', description: 'The e-mail address.' },
  shareInterests: { label: 'Share interests', description: 'The interests list.' },
  shareOnboardingData: {
    label: 'Share questionnaire answers',
    description: 'Lifestyle, shopping, personality, goals and social media.',
  },
  adsVisible: { label: 'Tracked ads visible', description: 'Ads tracked for this member.' },
  giftsVisible: { label: 'Gift ideas visible', description: 'Gift ideas for this member.' },
};
