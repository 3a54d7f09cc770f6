import { Select, Stack, TagsInput, Text } from '@mantine/core';
import type { HiddenMemberField, MemberSection } from '#common/member-constants';
import {
  BRANDS,
  BUDGET_OPTIONS,
  CATEGORIES,
  CHILD_LIFE_STAGE_OPTIONS,
  FOCUS_AREAS,
  HOBBIES,
  LIFE_STAGE_OPTIONS,
  type Option,
  PLATFORMS,
  withNoneAlone,
} from '../onboarding/onboarding-options';
import { placeholderFor } from '../privacy-texts';
import { ChipsWithOther } from './chips-with-other';
import {
  ACTIVITY_LEVELS,
  ACTIVITY_SUGGESTIONS,
  CONTENT_TYPES,
  SHOPPING_FREQUENCIES,
  STYLE_SUGGESTIONS,
  VALUE_SUGGESTIONS,
  WORK_SCHEDULES,
} from './edit-profile-options';
import type { EditState } from './edit-profile-state';

interface TabProps {
  state: EditState;
  update: <K extends MemberSection>(section: K, patch: Partial<EditState[K]>) => void;
  hidden: readonly HiddenMemberField[];
  isChild: boolean;
}

/** The options, plus a stored value they no longer list, so it shows instead of a blank select. */
const withCurrent = (options: Option[], current: string | undefined): Option[] =>
  current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
const list = (
  label: string,
  value: string[] | undefined,
  data: string[],
  onChange: (v: string[]) => void,
) => (
  <TagsInput
    label={label}
    data={data}
    value={value ?? []}
    onChange={onChange}
    maxTags={50}
    maxDropdownHeight={180}
    openOnFocus={false}
    clearable
    placeholder="Type and press Enter"
  />
);

function Hidden({ section }: { section: MemberSection }) {
  return (
    <Text c="dimmed" fs="italic" py="md">
      {placeholderFor(section)}
    </Text>
  );
}

export function LifestyleTab({ state, update, hidden, isChild }: TabProps) {
  if (hidden.includes('lifestyle')) return <Hidden section="lifestyle" />;
  const s = state.lifestyle;
  return (
    <Stack>
      <Select
        label="Work schedule"
        placeholder="Choose a work schedule"
        data={withCurrent(WORK_SCHEDULES, s.workSchedule)}
        value={s.workSchedule ?? null}
        onChange={(v) => update('lifestyle', { workSchedule: v ?? undefined })}
        clearable
      />
      <Select
        label="Life stage"
        placeholder="Choose a life stage"
        data={withCurrent(isChild ? CHILD_LIFE_STAGE_OPTIONS : LIFE_STAGE_OPTIONS, s.lifeStage)}
        value={s.lifeStage ?? null}
        onChange={(v) => update('lifestyle', { lifeStage: v ?? undefined })}
        clearable
      />
      <ChipsWithOther
        legend="Hobbies"
        noun="hobby"
        options={HOBBIES}
        value={s.hobbies ?? []}
        onChange={(hobbies) => update('lifestyle', { hobbies })}
      />
      {list('Activities', s.activities, ACTIVITY_SUGGESTIONS, (activities) =>
        update('lifestyle', { activities }),
      )}
    </Stack>
  );
}

export function ShoppingTab({ state, update, hidden }: TabProps) {
  if (hidden.includes('shoppingPreferences')) return <Hidden section="shoppingPreferences" />;
  const s = state.shoppingPreferences;
  return (
    <Stack>
      <Select
        label="Budget range"
        placeholder="Choose a budget"
        data={withCurrent(BUDGET_OPTIONS, s.budgetRange)}
        value={s.budgetRange ?? null}
        onChange={(v) => update('shoppingPreferences', { budgetRange: v ?? undefined })}
        clearable
      />
      <Select
        label="Shopping frequency"
        placeholder="Choose how often"
        data={withCurrent(SHOPPING_FREQUENCIES, s.shoppingFrequency)}
        value={s.shoppingFrequency ?? null}
        onChange={(v) => update('shoppingPreferences', { shoppingFrequency: v ?? undefined })}
        clearable
      />
      <ChipsWithOther
        legend="Preferred brands"
        noun="brand"
        options={BRANDS}
        value={s.preferredBrands ?? []}
        onChange={(preferredBrands) => update('shoppingPreferences', { preferredBrands })}
      />
      <ChipsWithOther
        legend="Categories"
        noun="category"
        options={CATEGORIES}
        value={s.favoriteCategories ?? []}
        onChange={(favoriteCategories) => update('shoppingPreferences', { favoriteCategories })}
      />
    </Stack>
  );
}

export function PersonalityTab({ state, update, hidden }: TabProps) {
  const p = state.personalityProfile;
  const g = state.goals;
  return (
    <Stack>
      {hidden.includes('personalityProfile') ? (
        <Hidden section="personalityProfile" />
      ) : (
        <>
          {list('Style preferences', p.stylePreferences, STYLE_SUGGESTIONS, (stylePreferences) =>
            update('personalityProfile', { stylePreferences }),
          )}
          {list('Values', p.values, VALUE_SUGGESTIONS, (values) => update('personalityProfile', { values }))}
        </>
      )}
      {hidden.includes('goals') ? (
        <Hidden section="goals" />
      ) : (
        <>
          <ChipsWithOther
            legend="Current goals"
            noun="goal"
            options={FOCUS_AREAS}
            value={g.currentFocus ?? []}
            onChange={(currentFocus) => update('goals', { currentFocus })}
          />
          {list('Upcoming events', g.upcomingEvents, [], (upcomingEvents) =>
            update('goals', { upcomingEvents }),
          )}
        </>
      )}
    </Stack>
  );
}

export function SocialTab({ state, update, hidden }: TabProps) {
  if (hidden.includes('socialMediaActivity')) return <Hidden section="socialMediaActivity" />;
  const s = state.socialMediaActivity;
  return (
    <Stack>
      <Select
        label="Activity level"
        placeholder="Choose an activity level"
        data={withCurrent(ACTIVITY_LEVELS, s.activityLevel)}
        value={s.activityLevel ?? null}
        onChange={(v) => update('socialMediaActivity', { activityLevel: v ?? undefined })}
        clearable
      />
      <ChipsWithOther
        legend="Platforms"
        noun="platform"
        options={PLATFORMS}
        value={s.activePlatforms ?? []}
        onChange={(next) =>
          update('socialMediaActivity', { activePlatforms: withNoneAlone(next, s.activePlatforms ?? []) })
        }
      />
      {list('Content types', s.contentTypes, CONTENT_TYPES, (contentTypes) =>
        update('socialMediaActivity', { contentTypes }),
      )}
    </Stack>
  );
}
