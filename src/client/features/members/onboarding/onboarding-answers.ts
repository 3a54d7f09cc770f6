import type { FamilyMember, MemberProfileInput } from '#common/members';
import {
  AD_INFLUENCE_OPTIONS,
  BUDGET_OPTIONS,
  GENDER_OPTIONS,
  LIFE_STAGE_OPTIONS,
  MOTIVATION_OPTIONS,
  ONLINE_TIME_OPTIONS,
  type Option,
  WORK_LIFE_OPTIONS,
} from './onboarding-options';

export interface OnboardingAnswers {
  gender: string;
  hobbies: string[];
  lifeStage: string;
  workLifeBalance: string;
  budgetRange: string;
  preferredBrands: string[];
  favoriteCategories: string[];
  motivation: string;
  currentFocus: string[];
  activePlatforms: string[];
  onlineTime: string;
  influencedByAds: string;
}

export const STEP_COUNT = 3;

/** A stored single choice is kept only if it is still one of the options shown. */
const choice = (value: string | null | undefined, options: Option[]) =>
  value && options.some((o) => o.value === value) ? value : '';
/** The spec names some lists two ways; the first one with content wins. */
const list = (...lists: (string[] | undefined)[]) => lists.find((l) => l && l.length > 0) ?? [];

export function prefillAnswers(member: FamilyMember): OnboardingAnswers {
  const lifestyle = member.lifestyle ?? {};
  const shopping = member.shoppingPreferences ?? {};
  const goals = member.goals ?? {};
  const social = member.socialMediaActivity ?? {};
  return {
    gender: choice(member.gender, GENDER_OPTIONS),
    hobbies: list(lifestyle.hobbies),
    lifeStage: choice(lifestyle.lifeStage, LIFE_STAGE_OPTIONS),
    workLifeBalance: choice(lifestyle.workLifeBalance, WORK_LIFE_OPTIONS),
    budgetRange: choice(shopping.budgetRange, BUDGET_OPTIONS),
    preferredBrands: list(shopping.preferredBrands),
    favoriteCategories: list(shopping.favoriteCategories, shopping.categories),
    motivation: choice(shopping.motivation, MOTIVATION_OPTIONS),
    currentFocus: list(goals.currentFocus, goals.currentFocuses),
    activePlatforms: list(social.activePlatforms, social.platforms),
    onlineTime: choice(social.onlineTime, ONLINE_TIME_OPTIONS),
    influencedByAds: choice(social.influencedByAds, AD_INFLUENCE_OPTIONS),
  };
}

/** Spec section 5: what each step needs before Next (or Complete Setup) is allowed. */
export function isStepValid(step: number, a: OnboardingAnswers): boolean {
  switch (step) {
    case 0:
      return a.hobbies.length > 0 && Boolean(a.lifeStage) && Boolean(a.workLifeBalance);
    case 1:
      return Boolean(a.budgetRange) && a.favoriteCategories.length > 0 && Boolean(a.motivation);
    case 2:
      return (
        a.currentFocus.length > 0 &&
        a.activePlatforms.length > 0 &&
        Boolean(a.onlineTime) &&
        Boolean(a.influencedByAds)
      );
    default:
      return false;
  }
}

/**
 * Each section sent replaces the stored one, so the new answers are laid over what the
 * member already has: fields the questionnaire does not ask about are kept. A section this
 * viewer cannot see is left out when nothing in it changes, so the server keeps it as is.
 */
export function toProfileInput(member: FamilyMember, a: OnboardingAnswers): MemberProfileInput {
  const input: MemberProfileInput = {
    gender: (a.gender || null) as MemberProfileInput['gender'],
    lifestyle: {
      ...member.lifestyle,
      hobbies: a.hobbies,
      lifeStage: a.lifeStage,
      workLifeBalance: a.workLifeBalance,
    },
    shoppingPreferences: {
      ...member.shoppingPreferences,
      budgetRange: a.budgetRange,
      preferredBrands: a.preferredBrands,
      favoriteCategories: a.favoriteCategories,
      motivation: a.motivation,
    },
    goals: { ...member.goals, currentFocus: a.currentFocus },
    socialMediaActivity: {
      ...member.socialMediaActivity,
      activePlatforms: a.activePlatforms,
      onlineTime: a.onlineTime,
      influencedByAds: a.influencedByAds,
    },
  };
  if (!member.hiddenFields.includes('personalityProfile')) {
    input.personalityProfile = { ...member.personalityProfile };
  }
  return input;
}
