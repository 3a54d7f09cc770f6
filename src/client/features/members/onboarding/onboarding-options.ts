/**
 * The questionnaire's choices. Stored values are stable slugs; labels are what people
 * read. Kept apart from common/member-sections.ts, which imports zod.
 */
export interface Option {
  value: string;
  label: string;
}

/** Options whose words are their stored values. */
export const labelled = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

export const GENDER_OPTIONS: Option[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const HOBBIES = labelled([
  'Reading',
  'Cooking',
  'Gardening',
  'Gaming',
  'Hiking',
  'Photography',
  'Music',
  'Travel',
  'Sports',
  'Crafts',
  'Fitness',
  'Movies & TV',
  'Art',
  'Fashion',
  'Technology',
  'Pets',
]);

export const LIFE_STAGE_OPTIONS: Option[] = [
  { value: 'student', label: 'Student' },
  { value: 'young-professional', label: 'Young professional' },
  { value: 'established-career', label: 'Established career' },
  { value: 'family-building', label: 'Building a family' },
  { value: 'family-established', label: 'Established family' },
  { value: 'empty-nester', label: 'Empty nester' },
  { value: 'retired', label: 'Retired' },
];

export const WORK_LIFE_OPTIONS: Option[] = [
  { value: 'very-busy', label: 'Very busy' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'leisure-focused', label: 'Leisure-focused' },
];

export const BUDGET_OPTIONS: Option[] = [
  { value: 'under-50', label: 'Under $50' },
  { value: '50-100', label: '$50 - $100' },
  { value: '100-250', label: '$100 - $250' },
  { value: '250-500', label: '$250 - $500' },
  { value: 'over-500', label: 'Over $500' },
];

export const BRANDS = labelled([
  'Apple',
  'Samsung',
  'Nike',
  'Adidas',
  'Amazon',
  'IKEA',
  'Sony',
  'LEGO',
  "Levi's",
  'Zara',
  'Sephora',
  'Patagonia',
  'Nintendo',
  'Target',
]);

export const CATEGORIES = labelled([
  'Electronics',
  'Fashion & Accessories',
  'Home & Garden',
  'Beauty & Personal Care',
  'Sports & Fitness',
  'Books & Media',
  'Toys & Games',
  'Food & Drink',
  'Travel & Experiences',
  'Arts & Crafts',
]);

export const MOTIVATION_OPTIONS: Option[] = [
  { value: 'necessity', label: 'Necessity' },
  { value: 'quality', label: 'Quality' },
  { value: 'style', label: 'Style' },
  { value: 'deals', label: 'Deals' },
];

/** What someone at this life stage may be focused on: no "Career Growth" for a retiree, unless chosen before. */
export const focusAreasFor = (lifeStage: string, chosen: readonly string[]): Option[] =>
  lifeStage === 'retired'
    ? FOCUS_AREAS.filter((o) => o.value !== 'Career Growth' || chosen.includes(o.value))
    : FOCUS_AREAS;

export const FOCUS_AREAS = labelled([
  'Career Growth',
  'Health & Fitness',
  'Learning New Skills',
  'Travel',
  'Family',
  'Home Improvement',
  'Financial Goals',
  'Creative Projects',
]);

export const NO_PLATFORM = 'None of these';

export const PLATFORMS = labelled([
  'Instagram',
  'Facebook',
  'TikTok',
  'YouTube',
  'Twitter/X',
  'Pinterest',
  'Snapchat',
  'LinkedIn',
  'Reddit',
  'WhatsApp',
  NO_PLATFORM,
]);

/**
 * "None of these" stands alone (issue 36: someone on no social platform could not go on):
 * picking it clears the platforms, and picking a platform clears it.
 */
export function withNoneAlone(next: string[], previous: readonly string[]): string[] {
  const noneNow = next.includes(NO_PLATFORM);
  if (noneNow && !previous.includes(NO_PLATFORM)) return [NO_PLATFORM];
  return noneNow && next.length > 1 ? next.filter((v) => v !== NO_PLATFORM) : next;
}

export const ONLINE_TIME_OPTIONS: Option[] = [
  { value: 'minimal', label: 'Under 30 min' },
  { value: 'light', label: '30 min - 1 h' },
  { value: 'moderate', label: '1-2 h' },
  { value: 'heavy', label: '2-4 h' },
  { value: 'very-heavy', label: 'Over 4 h' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const AD_INFLUENCE_OPTIONS: Option[] = [
  { value: 'never', label: 'Never' },
  { value: 'rarely', label: 'Rarely' },
  { value: 'sometimes', label: 'Sometimes' },
  { value: 'often', label: 'Often' },
  { value: 'not-sure', label: 'Not sure' },
];

/** A child's life stages: the adult ones (career, retirement) do not apply. */
export const CHILD_LIFE_STAGE_OPTIONS: Option[] = [
  { value: 'baby-toddler', label: 'Baby or toddler' },
  { value: 'preschool', label: 'Preschool' },
  { value: 'primary-school', label: 'Primary school' },
  { value: 'preteen', label: 'Preteen' },
];

/** What a child may be working on; the adult list (career, finances) does not fit them. */
export const CHILD_FOCUS_AREAS = labelled([
  'School',
  'Learning New Skills',
  'Sports',
  'Creative Projects',
  'Reading',
  'Music',
  'Making Friends',
  'Outdoors',
]);

/** The personality/style question: the fifth completeness check. */
export const STYLE_OPTIONS = labelled([
  'Classic',
  'Minimalist',
  'Sporty',
  'Bohemian',
  'Trendy',
  'Vintage',
  'Practical',
  'Playful',
  'Cosy',
  'Adventurous',
]);
