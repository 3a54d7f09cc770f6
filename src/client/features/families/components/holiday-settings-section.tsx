import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useId } from 'react';
import type { HolidayOption, HolidaySettings } from '#common/occasions';
import { ChoiceCard } from '../../../components/choice-card';
import type { HolidayDraftState } from './holiday-draft';

const GROUPS: { group: HolidayOption['group']; label: string }[] = [
  { group: 'country', label: 'National holidays' },
  { group: 'religious', label: 'Religious & cultural' },
];

/** Every time zone the browser knows, with `current` among them whatever it is. */
function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** "Fri, Dec 25, 2026" for a calendar day, whatever the browser's own zone. */
export function formatDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

function HolidayGroup({
  label,
  options,
  enabled,
  onChange,
}: {
  label: string;
  options: HolidayOption[];
  enabled: string[];
  onChange: (enabled: string[]) => void;
}) {
  const headingId = useId();
  const keys = options.map((o) => o.key);
  const checked = enabled.filter((key) => keys.includes(key));
  const others = enabled.filter((key) => !keys.includes(key));
  if (options.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} id={headingId}>
          {label}
        </Text>
        <Group gap={0} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            className="tap-target"
            aria-label={`Select all ${label.toLowerCase()}`}
            disabled={checked.length === options.length}
            onClick={() => onChange([...others, ...keys])}
          >
            All
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            className="tap-target"
            aria-label={`Clear ${label.toLowerCase()}`}
            disabled={checked.length === 0}
            onClick={() => onChange(others)}
          >
            None
          </Button>
        </Group>
      </Group>
      <Checkbox.Group value={checked} onChange={(value) => onChange([...others, ...value])}>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing={6}
          verticalSpacing={6}
          role="group"
          aria-labelledby={headingId}
        >
          {options.map((option) => (
            <ChoiceCard
              key={option.key}
              value={option.key}
              name={option.name}
              detail={formatDay(option.nextDate)}
              aria-label={`${option.name}, next on ${formatDay(option.nextDate)}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}

const byDate = (a: HolidayOption, b: HolidayOption) => a.nextDate.localeCompare(b.nextDate);

/** What a relative sees: the family's country, its zone and the holidays switched on. */
function ReadOnlyHolidays({ saved }: { saved: HolidaySettings }) {
  const countryName = saved.countries.find((c) => c.code === saved.country)?.name ?? saved.country;
  const on = saved.available.filter((h) => saved.enabled.includes(h.key)).sort(byDate);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Only the family owner can choose the holidays.
      </Text>
      <Text size="sm">
        {countryName ? `Country: ${countryName}` : 'No country chosen yet'} · Time zone: {saved.timeZone}
      </Text>
      {on.length === 0 ? (
        <Text size="sm" c="dimmed">
          No holidays are switched on.
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label="Holidays switched on">
          {on.map((h) => (
            <List.Item key={h.key}>
              {h.name}{' '}
              <Text span size="xs" c="dimmed">
                — {formatDay(h.nextDate)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Family Settings → Holidays: the owner picks the country (its holidays preview at once), the
 * time zone occasions are reckoned in, and the holidays the family is reminded of; everyone else
 * sees the switched-on holidays read-only.
 */
export function HolidaySettingsSection({ state }: { state: HolidayDraftState }) {
  const { saved, preview, draft, available, edit } = state;
  if (saved.isLoading) return <Skeleton h={120} aria-label="Loading holidays" />;
  if (saved.error)
    return (
      <Alert color="red" title="Holidays unavailable">
        {saved.error.message}
      </Alert>
    );
  if (!saved.data || !draft) return null;
  if (!saved.data.canEdit) return <ReadOnlyHolidays saved={saved.data} />;

  const countryName = saved.data.countries.find((c) => c.code === draft.country)?.name;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Switched-on holidays show in Coming up, on the Occasions page and in everyone's calendar feed.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Country"
          placeholder="Choose a country"
          searchable
          nothingFoundMessage="No country by that name"
          data={saved.data.countries.map((c) => ({ value: c.code, label: c.name }))}
          value={draft.country}
          allowDeselect={false}
          onChange={(country) => country && edit({ ...draft, country })}
        />
        <Select
          label="Time zone"
          description={
            draft.timeZone === saved.data.timeZone
              ? 'The day each occasion falls on is reckoned here.'
              : `Not saved yet (saved: ${saved.data.timeZone}). Saved with Save Settings.`
          }
          searchable
          nothingFoundMessage="No time zone by that name"
          data={timeZoneOptions(draft.timeZone)}
          value={draft.timeZone}
          allowDeselect={false}
          onChange={(timeZone) => timeZone && edit({ ...draft, timeZone })}
        />
      </SimpleGrid>
      {preview?.isLoading && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Loading the holidays of {countryName ?? 'that country'}…
          </Text>
        </Group>
      )}
      {preview?.error && (
        <Alert color="red" title="Could not load that country's holidays">
          {preview.error.message}
        </Alert>
      )}
      {available && available.length === 0 && (
        <Text size="sm" c="dimmed">
          {draft.country ? 'No holidays to choose from.' : 'Choose a country to see its holidays.'}
        </Text>
      )}
      {available &&
        GROUPS.map(({ group, label }) => (
          <HolidayGroup
            key={group}
            label={label}
            options={available.filter((h) => h.group === group).sort(byDate)}
            enabled={draft.enabled}
            onChange={(enabled) => edit({ ...draft, enabled })}
          />
        ))}
    </Stack>
  );
}
