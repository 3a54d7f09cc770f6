import { z } from 'zod';
import { str } from './api/fields';

/**
 * The five questionnaire sections of a member profile. Each field is a short text or a
 * list of short texts; blanks are dropped, so "set" always means "has content".
 */
const text = str('must be text')
  .trim()
  .max(200, 'must be at most 200 characters')
  .nullish()
  .transform((v) => v || undefined);

const list = z
  .array(str('must be text').trim().max(100, 'each item must be at most 100 characters'), 'must be a list')
  .max(50, 'must have at most 50 items')
  .nullish()
  .transform((v) => v?.filter(Boolean));

const storedText = z.string().optional();
const storedList = z.array(z.string()).optional();

type FieldKind = 'text' | 'list';
type Spec = Record<string, FieldKind>;
type InputShape<S extends Spec> = { [K in keyof S]: S[K] extends 'text' ? typeof text : typeof list };
type StoredShape<S extends Spec> = {
  [K in keyof S]: S[K] extends 'text' ? typeof storedText : typeof storedList;
};

const shape = <S extends Spec, A, B>(spec: S, forText: A, forList: B) =>
  Object.fromEntries(Object.entries(spec).map(([key, kind]) => [key, kind === 'text' ? forText : forList]));

/** Input: strict (an unknown key is a 400 naming it). Stored/response: the same fields, plain. */
function section<const S extends Spec>(spec: S) {
  return {
    input: z.strictObject(shape(spec, text, list) as InputShape<S>),
    stored: z.object(shape(spec, storedText, storedList) as StoredShape<S>),
  };
}

const lifestyle = section({
  hobbies: 'list',
  workSchedule: 'text',
  lifeStage: 'text',
  activities: 'list',
  workLifeBalance: 'text',
  weeklyActivities: 'list',
});
const shoppingPreferences = section({
  budgetRange: 'text',
  preferredBrands: 'list',
  categories: 'list',
  favoriteCategories: 'list',
  shoppingFrequency: 'text',
  motivation: 'text',
});
const personalityProfile = section({
  stylePreferences: 'list',
  values: 'list',
  interests: 'list',
  socialStyle: 'text',
  decisionMakingStyle: 'text',
});
const goals = section({
  currentFocus: 'list',
  currentFocuses: 'list',
  aspirations: 'list',
  upcomingEvents: 'list',
  lifeGoals: 'list',
  wishlistItems: 'list',
});
const socialMediaActivity = section({
  platforms: 'list',
  activePlatforms: 'list',
  activityLevel: 'text',
  contentTypes: 'list',
  onlineTime: 'text',
  influencedByAds: 'text',
});

export const lifestyleSchema = lifestyle.input;
export const shoppingPreferencesSchema = shoppingPreferences.input;
export const personalityProfileSchema = personalityProfile.input;
export const goalsSchema = goals.input;
export const socialMediaActivitySchema = socialMediaActivity.input;

export const storedLifestyleSchema = lifestyle.stored;
export const storedShoppingPreferencesSchema = shoppingPreferences.stored;
export const storedPersonalityProfileSchema = personalityProfile.stored;
export const storedGoalsSchema = goals.stored;
export const storedSocialMediaActivitySchema = socialMediaActivity.stored;

export type Lifestyle = z.infer<typeof storedLifestyleSchema>;
export type ShoppingPreferences = z.infer<typeof storedShoppingPreferencesSchema>;
export type PersonalityProfile = z.infer<typeof storedPersonalityProfileSchema>;
export type Goals = z.infer<typeof storedGoalsSchema>;
export type SocialMediaActivity = z.infer<typeof storedSocialMediaActivitySchema>;

export { MEMBER_SECTIONS, type MemberSection } from './member-constants';

export interface MemberSections {
  lifestyle: Lifestyle;
  shoppingPreferences: ShoppingPreferences;
  personalityProfile: PersonalityProfile;
  goals: Goals;
  socialMediaActivity: SocialMediaActivity;
}

/**
 * Sections in a body: omitted leaves the stored one, null clears it, an object replaces it.
 * Each is `{}` at least once parsed, so the stored value is never null.
 */
const replace = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v === null ? {} : v) as z.output<T> | undefined);

export const sectionsInputShape = {
  lifestyle: replace(lifestyleSchema),
  shoppingPreferences: replace(shoppingPreferencesSchema),
  personalityProfile: replace(personalityProfileSchema),
  goals: replace(goalsSchema),
  socialMediaActivity: replace(socialMediaActivitySchema),
};

export const sectionsResponseShape = {
  lifestyle: storedLifestyleSchema.nullable(),
  shoppingPreferences: storedShoppingPreferencesSchema.nullable(),
  personalityProfile: storedPersonalityProfileSchema.nullable(),
  goals: storedGoalsSchema.nullable(),
  socialMediaActivity: storedSocialMediaActivitySchema.nullable(),
};

export const MEMBER_GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export const genderSchema = z.enum(MEMBER_GENDERS, 'must be one of male, female, other, prefer-not-to-say');
export type Gender = z.infer<typeof genderSchema>;
