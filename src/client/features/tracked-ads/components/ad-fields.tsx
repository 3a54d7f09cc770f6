import {
  Alert,
  Button,
  Center,
  Group,
  Input,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  type TagsInputProps,
  Text,
  Textarea,
  type TextareaProps,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { MemberAdCount } from '#common/analytics';
import { CATEGORIES, categoryById } from '#common/taxonomy/categories';
import {
  AD_LIMITS,
  COMMON_TARGETING_REASONS,
  type Platform,
  PRICE_RANGES,
  platformByKey,
} from '#common/tracked-ads/constants';
import { CategoryIcon, PlatformIcon } from '../../../components/taxonomy-icons';
import { useCurrentFamily } from '../../../lib/current-family';
import classes from './ad-fields.module.css';

interface FieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  error?: React.ReactNode;
  disabled?: boolean;
  placeholder?: string;
}

/** Members whose ads the viewer may see, as "Name (Relationship)". */
export function MemberSelect({ members, placeholder, ...field }: FieldProps & { members: MemberAdCount[] }) {
  return (
    <Select
      label="Family member"
      placeholder={placeholder ?? 'Who saw this ad?'}
      required
      data={[...members]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((m) => ({ value: String(m.memberId), label: `${m.name} (${m.relationship})` }))}
      nothingFoundMessage="No family members"
      allowDeselect={false}
      {...field}
    />
  );
}

export function CategorySelect(field: FieldProps) {
  const chosen = field.value ? categoryById(Number(field.value)) : undefined;
  return (
    <Select
      label="Category"
      placeholder="What is it for?"
      required
      data={CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }))}
      leftSection={chosen ? <CategoryIcon icon={chosen.icon} color={chosen.color} /> : undefined}
      renderOption={({ option }) => {
        const category = categoryById(Number(option.value));
        return (
          <Group gap="xs" wrap="nowrap">
            {category && <CategoryIcon icon={category.icon} color={category.color} />}
            <span>{option.label}</span>
          </Group>
        );
      }}
      allowDeselect={false}
      {...field}
    />
  );
}

export function PriceRangeSelect(field: FieldProps) {
  return (
    <Select
      label="Estimated price range"
      placeholder="Optional"
      data={PRICE_RANGES.map((p) => ({ value: p.key, label: p.label }))}
      clearable
      {...field}
    />
  );
}

/** The insights form's platform list, as a select with icons. */
export function PlatformSelect({ platforms, ...field }: FieldProps & { platforms: readonly Platform[] }) {
  return (
    <Select
      label="Platform"
      placeholder="Where was the ad?"
      data={platforms.map((key) => ({ value: key, label: platformByKey(key)?.label ?? key }))}
      leftSection={field.value ? <PlatformIcon platform={field.value} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <PlatformIcon platform={option.value} />
          <span>{option.label}</span>
        </Group>
      )}
      clearable
      {...field}
    />
  );
}

/**
 * Quick Track Ad's platform grid: the first nine as buttons with icons, "Other" below them.
 * Choosing the chosen one again clears it (the platform is optional).
 */
export function PlatformGrid({
  platforms,
  value,
  onChange,
  disabled,
}: FieldProps & { platforms: readonly Platform[] }) {
  const main = platforms.filter((p) => p !== 'other');
  const toggle = (key: string) => onChange?.(value === key ? null : key);
  return (
    <Stack gap={6} role="group" aria-labelledby="platform-grid-label">
      <Input.Label id="platform-grid-label" component="span">
        Platform
      </Input.Label>
      <SimpleGrid cols={3} spacing={6}>
        {main.map((key) => {
          const selected = value === key;
          return (
            <UnstyledButton
              key={key}
              onClick={() => toggle(key)}
              aria-pressed={selected}
              disabled={disabled}
              className={classes.tile}
              data-selected={selected || undefined}
            >
              <PlatformIcon platform={key} size={20} />
              <Text size="xs" fw={500} component="span">
                {platformByKey(key)?.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {platforms.includes('other') && (
        <Button
          variant={value === 'other' ? 'filled' : 'default'}
          size="xs"
          onClick={() => toggle('other')}
          aria-pressed={value === 'other'}
          disabled={disabled}
          leftSection={<PlatformIcon platform="other" />}
        >
          Other
        </Button>
      )}
    </Stack>
  );
}

/** The reasons a platform's "Why am I seeing this ad?" gave: the common ones to pick, or typed. */
export function TargetingReasonsInput(props: TagsInputProps) {
  return (
    <TagsInput
      label="Targeting reasons"
      data={[...COMMON_TARGETING_REASONS]}
      maxTags={AD_LIMITS.targetingReasons}
      // Commas belong to a reason ("Interests: Fashion, Beauty"): only a pasted line ends one.
      splitChars={['\n', '\r']}
      acceptValueOnBlur
      clearable
      {...props}
    />
  );
}

/** Whatever else the panel said about the ad. */
export function AdditionalDetailsInput(props: TextareaProps) {
  return (
    <Textarea
      label="Additional details"
      autosize
      minRows={2}
      maxLength={AD_LIMITS.additionalDetails}
      {...props}
    />
  );
}

/** A tracking form needs a current family: its members are whom ads are tracked for. */
export function NeedsFamily({ children }: { children: ReactNode }) {
  const { currentFamily, isLoading } = useCurrentFamily();
  if (isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (!currentFamily)
    return (
      <Alert title="No family selected">
        Create or join a family first: ads are tracked for the members of your family.
      </Alert>
    );
  return <>{children}</>;
}
