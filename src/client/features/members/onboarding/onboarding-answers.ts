import type { FamilyMember, MemberProfileInput } from '#common/members';
import {
  AD_INFLUENCE_OPTIONS,
  BUDGET_OPTIONS,
  CHILD_LIFE_STAGE_OPTIONS,
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
  stylePreferences: string[];
  currentFocus: string[];
  activePlatforms: string[];
  onlineTime: string;
  influencedByAds: string;
}

export const STEP_COUNT = 3;

/**
 * Who the questionnaire is about: the viewer themselves ("What do you enjoy?") or someone
 * else ("What does Lily enjoy?"); a child is asked only what applies to a child.
 */
export interface Subject {
  self: boolean;
  child: boolean;
  name: string;
}

export const subjectOf = (member: FamilyMember): Subject => ({
  self: member.isSelf,
  child: member.isChild,
  name: member.name.trim().split(/\s+/)[0] || member.name,
});

/** "your" or "Lily's". */
export const possessive = (s: Subject) => (s.self ? 'your' : `${s.name}'s`);
/** "you" or "Lily". */
export const subjectName = (s: Subject) => (s.self ? 'you' : s.name);

export const lifeStageOptions = (s: Subject) => (s.child ? CHILD_LIFE_STAGE_OPTIONS : LIFE_STAGE_OPTIONS);

/** A stored single choice is kept only if it is still one of the options shown. */
const choice = (value: string | null | undefined, options: Option[]) =>
  value && options.some((o) => o.value === value) ? value : '';
/** Some lists are stored under two names; the first one with content wins. */
const list = (...lists: (string[] | null | undefined)[]) => lists.find((l) => l && l.length > 0) ?? [];

export function prefillAnswers(member: FamilyMember): OnboardingAnswers {
  const lifestyle = member.lifestyle ?? {};
  const shopping = member.shoppingPreferences ?? {};
  const personality = member.personalityProfile ?? {};
  const goals = member.goals ?? {};
  const social = member.socialMediaActivity ?? {};
  return {
    gender: choice(member.gender, GENDER_OPTIONS),
    // The interests typed when joining are the first hobbies, so nobody types them twice.
    hobbies: list(lifestyle.hobbies, member.interests),
    lifeStage: choice(lifestyle.lifeStage, lifeStageOptions(subjectOf(member))),
    workLifeBalance: choice(lifestyle.workLifeBalance, WORK_LIFE_OPTIONS),
    budgetRange: choice(shopping.budgetRange, BUDGET_OPTIONS),
    preferredBrands: list(shopping.preferredBrands),
    favoriteCategories: list(shopping.favoriteCategories, shopping.categories),
    motivation: choice(shopping.motivation, MOTIVATION_OPTIONS),
    stylePreferences: list(personality.stylePreferences),
    currentFocus: list(goals.currentFocus, goals.currentFocuses),
    activePlatforms: list(social.activePlatforms, social.platforms),
    onlineTime: choice(social.onlineTime, ONLINE_TIME_OPTIONS),
    influencedByAds: choice(social.influencedByAds, AD_INFLUENCE_OPTIONS),
  };
}

/**
 * What each step needs before Next (or Complete Setup) is allowed, named so
 * the disabled button can say why. A child is not asked the adult-only questions.
 */
export function missingForStep(step: number, a: OnboardingAnswers, s: Subject): string[] {
  const missing: [boolean, string][] = [];
  switch (step) {
    case 0:
      missing.push([a.hobbies.length === 0, 'at least one hobby'], [!a.lifeStage, 'a life stage']);
      if (!s.child) missing.push([!a.workLifeBalance, 'work-life balance']);
      break;
    case 1:
      missing.push(
        [!a.budgetRange, 'a gift budget'],
        [a.favoriteCategories.length === 0, 'at least one favourite category'],
        [!a.motivation, 'what matters most in a gift'],
        [a.stylePreferences.length === 0, 'at least one style'],
      );
      break;
    case 2:
      missing.push([a.currentFocus.length === 0, 'at least one current focus']);
      if (!s.child) {
        missing.push(
          [a.activePlatforms.length === 0, 'at least one platform'],
          [!a.onlineTime, 'time online each day'],
          [!a.influencedByAds, 'how often ads influence purchases'],
        );
      }
      break;
    default:
      return ['a step that exists'];
  }
  return missing.filter(([isMissing]) => isMissing).map(([, label]) => label);
}

export const isStepValid = (step: number, a: OnboardingAnswers, s: Subject): boolean =>
  missingForStep(step, a, s).length === 0;

/**
 * Each section sent replaces the stored one, so the new answers are laid over what the
 * member already has: fields the questionnaire does not ask about are kept. A section this
 * viewer cannot see is left out when nothing in it changes, so the server keeps it as is.
 * A child's answers leave out the adult-only questions.
 */
export function toProfileInput(member: FamilyMember, a: OnboardingAnswers): MemberProfileInput {
  const child = member.isChild;
  const input: MemberProfileInput = {
    gender: (a.gender || null) as MemberProfileInput['gender'],
    lifestyle: {
      ...member.lifestyle,
      hobbies: a.hobbies,
      lifeStage: a.lifeStage,
      ...(child ? {} : { workLifeBalance: a.workLifeBalance }),
    },
    shoppingPreferences: {
      ...member.shoppingPreferences,
      budgetRange: a.budgetRange,
      preferredBrands: a.preferredBrands,
      favoriteCategories: a.favoriteCategories,
      motivation: a.motivation,
    },
    goals: { ...member.goals, currentFocus: a.currentFocus },
    socialMediaActivity: child
      ? { ...member.socialMediaActivity }
      : {
          ...member.socialMediaActivity,
          activePlatforms: a.activePlatforms,
          onlineTime: a.onlineTime,
          influencedByAds: a.influencedByAds,
        },
  };
  if (!member.hiddenFields.includes('personalityProfile')) {
    input.personalityProfile = { ...member.personalityProfile, stylePreferences: a.stylePreferences };
  }
  return input;
}
