import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OnboardingAnswers } from './onboarding-answers';
import { ChipField, RadioField } from './onboarding-fields';
import {
  AD_INFLUENCE_OPTIONS,
  BRANDS,
  BUDGET_OPTIONS,
  CATEGORIES,
  FOCUS_AREAS,
  GENDER_OPTIONS,
  HOBBIES,
  LIFE_STAGE_OPTIONS,
  MOTIVATION_OPTIONS,
  ONLINE_TIME_OPTIONS,
  PLATFORMS,
  WORK_LIFE_OPTIONS,
} from './onboarding-options';

export interface StepProps {
  answers: OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
}

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

export function LifestyleStep({ answers: a, onChange }: StepProps) {
  return (
    <StepShell
      title="Tell us about your lifestyle"
      intro="What fills your days helps us suggest gifts that fit them."
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
          data={LIFE_STAGE_OPTIONS}
          value={a.lifeStage || null}
          onChange={(v) => onChange({ lifeStage: v ?? '' })}
        />
      </SimpleGrid>
      <ChipField
        legend="Hobbies"
        description="Pick at least one."
        required
        options={HOBBIES}
        value={a.hobbies}
        onChange={(hobbies) => onChange({ hobbies })}
      />
      <RadioField
        label="Work-life balance"
        options={WORK_LIFE_OPTIONS}
        value={a.workLifeBalance}
        onChange={(workLifeBalance) => onChange({ workLifeBalance })}
      />
    </StepShell>
  );
}

export function ShoppingStep({ answers: a, onChange }: StepProps) {
  return (
    <StepShell title="Shopping Preferences" intro="How you like to shop, and what you like to get.">
      <Select
        label="Typical gift budget"
        withAsterisk
        placeholder="Choose a range"
        data={BUDGET_OPTIONS}
        value={a.budgetRange || null}
        onChange={(v) => onChange({ budgetRange: v ?? '' })}
        maw={{ sm: 320 }}
      />
      <ChipField
        legend="Favourite categories"
        description="Pick at least one."
        required
        options={CATEGORIES}
        value={a.favoriteCategories}
        onChange={(favoriteCategories) => onChange({ favoriteCategories })}
      />
      <ChipField
        legend="Preferred brands"
        description="Optional."
        options={BRANDS}
        value={a.preferredBrands}
        onChange={(preferredBrands) => onChange({ preferredBrands })}
      />
      <RadioField
        label="What makes you buy?"
        options={MOTIVATION_OPTIONS}
        value={a.motivation}
        onChange={(motivation) => onChange({ motivation })}
      />
    </StepShell>
  );
}

export function GoalsStep({ answers: a, onChange }: StepProps) {
  return (
    <StepShell title="Goals & Social Media" intro="What you are working on, and where you spend time online.">
      <ChipField
        legend="Current focus"
        description="Pick at least one."
        required
        options={FOCUS_AREAS}
        value={a.currentFocus}
        onChange={(currentFocus) => onChange({ currentFocus })}
      />
      <ChipField
        legend="Active platforms"
        description="Pick at least one."
        required
        options={PLATFORMS}
        value={a.activePlatforms}
        onChange={(activePlatforms) => onChange({ activePlatforms })}
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
        label="How often do ads influence what you buy?"
        options={AD_INFLUENCE_OPTIONS}
        value={a.influencedByAds}
        onChange={(influencedByAds) => onChange({ influencedByAds })}
      />
    </StepShell>
  );
}
