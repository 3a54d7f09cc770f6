import { Select, Stack, TagsInput, Text } from '@mantine/core';
import type { HiddenMemberField, MemberSection } from '#common/member-constants';
import {
  BRANDS,
  BUDGET_OPTIONS,
  CATEGORIES,
  FOCUS_AREAS,
  HOBBIES,
  LIFE_STAGE_OPTIONS,
  PLATFORMS,
} from '../onboarding/onboarding-options';
import { placeholderFor } from '../privacy-texts';
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
}

const names = (options: { value: string }[]) => options.map((o) => o.value);
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

export function LifestyleTab({ state, update, hidden }: TabProps) {
  if (hidden.includes('lifestyle')) return <Hidden section="lifestyle" />;
  const s = state.lifestyle;
  return (
    <Stack>
      <Select
        label="Work schedule"
        data={WORK_SCHEDULES}
        value={s.workSchedule ?? null}
        onChange={(v) => update('lifestyle', { workSchedule: v ?? undefined })}
        clearable
      />
      <Select
        label="Life stage"
        data={LIFE_STAGE_OPTIONS}
        value={s.lifeStage ?? null}
        onChange={(v) => update('lifestyle', { lifeStage: v ?? undefined })}
        clearable
      />
      {list('Hobbies', s.hobbies, names(HOBBIES), (hobbies) => update('lifestyle', { hobbies }))}
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
        data={BUDGET_OPTIONS}
        value={s.budgetRange ?? null}
        onChange={(v) => update('shoppingPreferences', { budgetRange: v ?? undefined })}
        clearable
      />
      <Select
        label="Shopping frequency"
        data={SHOPPING_FREQUENCIES}
        value={s.shoppingFrequency ?? null}
        onChange={(v) => update('shoppingPreferences', { shoppingFrequency: v ?? undefined })}
        clearable
      />
      {list('Preferred brands', s.preferredBrands, names(BRANDS), (preferredBrands) =>
        update('shoppingPreferences', { preferredBrands }),
      )}
      {list('Categories', s.favoriteCategories, names(CATEGORIES), (favoriteCategories) =>
        update('shoppingPreferences', { favoriteCategories }),
      )}
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
          {list('Current goals', g.currentFocus, names(FOCUS_AREAS), (currentFocus) =>
            update('goals', { currentFocus }),
          )}
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
        data={ACTIVITY_LEVELS}
        value={s.activityLevel ?? null}
        onChange={(v) => update('socialMediaActivity', { activityLevel: v ?? undefined })}
        clearable
      />
      {list('Platforms', s.activePlatforms, names(PLATFORMS), (activePlatforms) =>
        update('socialMediaActivity', { activePlatforms }),
      )}
      {list('Content types', s.contentTypes, CONTENT_TYPES, (contentTypes) =>
        update('socialMediaActivity', { contentTypes }),
      )}
    </Stack>
  );
}
