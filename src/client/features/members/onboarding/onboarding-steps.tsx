import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  lifeStageOptions,
  type OnboardingAnswers,
  possessive,
  type Subject,
  subjectName,
} from './onboarding-answers';
import { ChipField, RadioField } from './onboarding-fields';
import {
  AD_INFLUENCE_OPTIONS,
  BRANDS,
  BUDGET_OPTIONS,
  CATEGORIES,
  CHILD_FOCUS_AREAS,
  focusAreasFor,
  GENDER_OPTIONS,
  HOBBIES,
  MOTIVATION_OPTIONS,
  ONLINE_TIME_OPTIONS,
  PLATFORMS,
  STYLE_OPTIONS,
  WORK_LIFE_OPTIONS,
  withNoneAlone,
} from './onboarding-options';

export interface StepProps {
  answers: OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
  /** Whom the questions are about: "you", or the member by name in the third person. */
  subject: Subject;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function StepShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

export function LifestyleStep({ answers: a, onChange, subject: s }: StepProps) {
  return (
    <StepShell
      title={s.self ? 'Tell us about your lifestyle' : `Tell us about ${s.name}'s lifestyle`}
      intro={`What fills ${s.self ? 'your' : `${s.name}'s`} days helps us suggest gifts that fit them.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Gender"
          description="Optional"
          placeholder="Choose one"
          data={GENDER_OPTIONS}
          value={a.gender || null}
          onChange={(v) => onChange({ gender: v ?? '' })}
          clearable
        />
        <Select
          label="Life stage"
          withAsterisk
          placeholder="Choose one"
          data={lifeStageOptions(s)}
          value={a.lifeStage || null}
          onChange={(v) => onChange({ lifeStage: v ?? '' })}
        />
      </SimpleGrid>
      <ChipField
        legend={s.self ? 'What do you enjoy?' : `What does ${s.name} enjoy?`}
        description="Pick at least one hobby."
        required
        options={HOBBIES}
        value={a.hobbies}
        onChange={(hobbies) => onChange({ hobbies })}
      />
      {!s.child && (
        <RadioField
          label="Work-life balance"
          options={WORK_LIFE_OPTIONS}
          value={a.workLifeBalance}
          onChange={(workLifeBalance) => onChange({ workLifeBalance })}
        />
      )}
    </StepShell>
  );
}

export function ShoppingStep({ answers: a, onChange, subject: s }: StepProps) {
  return (
    <StepShell
      title="Shopping Preferences"
      intro={
        s.self
          ? 'How you like to shop, and what you like to get.'
          : `What ${s.name} likes to get, and what suits ${s.name}.`
      }
    >
      <Select
        label={s.self ? 'Typical gift budget' : `Typical gift budget for ${s.name}`}
        withAsterisk
        placeholder="Choose a range"
        data={BUDGET_OPTIONS}
        value={a.budgetRange || null}
        onChange={(v) => onChange({ budgetRange: v ?? '' })}
        maw={{ sm: 320 }}
      />
      <ChipField
        legend={s.self ? 'Favourite categories' : `${s.name}'s favourite categories`}
        description="Pick at least one."
        required
        options={CATEGORIES}
        value={a.favoriteCategories}
        onChange={(favoriteCategories) => onChange({ favoriteCategories })}
      />
      <ChipField
        legend={s.self ? 'Which words describe your style?' : `Which words describe ${s.name}'s style?`}
        description="Pick at least one."
        required
        options={STYLE_OPTIONS}
        value={a.stylePreferences}
        onChange={(stylePreferences) => onChange({ stylePreferences })}
      />
      <ChipField
        legend={s.self ? 'Preferred brands' : `Brands ${s.name} likes`}
        description="Optional."
        options={BRANDS}
        value={a.preferredBrands}
        onChange={(preferredBrands) => onChange({ preferredBrands })}
      />
      <RadioField
        label={s.self ? 'What makes you buy?' : `What matters most in a gift for ${s.name}?`}
        options={MOTIVATION_OPTIONS}
        value={a.motivation}
        onChange={(motivation) => onChange({ motivation })}
      />
    </StepShell>
  );
}

export function GoalsStep({ answers: a, onChange, subject: s }: StepProps) {
  if (s.child) {
    return (
      <StepShell
        title={`What is ${s.name} into right now?`}
        intro={`What ${s.name} is learning or busy with points to gifts ${s.name} will use.`}
      >
        <ChipField
          legend={`${s.name}'s current focus`}
          description="Pick at least one."
          required
          options={CHILD_FOCUS_AREAS}
          value={a.currentFocus}
          onChange={(currentFocus) => onChange({ currentFocus })}
        />
      </StepShell>
    );
  }
  return (
    <StepShell
      title="Goals & Social Media"
      intro={`What ${subjectName(s)} ${s.self ? 'are' : 'is'} working on, and where ${subjectName(s)} ${s.self ? 'spend' : 'spends'} time online.`}
    >
      <ChipField
        legend={cap(`${possessive(s)} current focus`)}
        description="Pick at least one."
        required
        options={focusAreasFor(a.lifeStage, a.currentFocus)}
        value={a.currentFocus}
        onChange={(currentFocus) => onChange({ currentFocus })}
      />
      <ChipField
        legend="Active platforms"
        description="Pick at least one."
        required
        options={PLATFORMS}
        value={a.activePlatforms}
        onChange={(next) => onChange({ activePlatforms: withNoneAlone(next, a.activePlatforms) })}
      />
      <Select
        label="Time online each day"
        withAsterisk
        placeholder="Choose one"
        data={ONLINE_TIME_OPTIONS}
        value={a.onlineTime || null}
        onChange={(v) => onChange({ onlineTime: v ?? '' })}
        maw={{ sm: 320 }}
      />
      <RadioField
        label={
          s.self
            ? 'How often do ads influence what you buy?'
            : `How often do ads influence what ${s.name} buys?`
        }
        options={AD_INFLUENCE_OPTIONS}
        value={a.influencedByAds}
        onChange={(influencedByAds) => onChange({ influencedByAds })}
      />
    </StepShell>
  );
}
