import { Chip, Fieldset, Group, Radio, Text } from '@mantine/core';
import type { Option } from './onboarding-options';

/**
 * A labelled group of toggle chips (checkboxes underneath, so Tab and Space work). Stored
 * values that are not among the options still show, so they can be seen and removed.
 */
export function ChipField(props: {
  legend: string;
  description?: string;
  required?: boolean;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const extra = props.value
    .filter((v) => !props.options.some((o) => o.value === v))
    .map((v) => ({ value: v, label: v }));
  return (
    <Fieldset
      variant="unstyled"
      m={0}
      styles={{ legend: { marginBottom: 2 } }}
      legend={
        <Text component="span" size="sm" style={{ fontWeight: 'var(--mantine-font-weight-medium)' }}>
          {props.legend}
          {props.required && (
            <Text component="span" c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
      }
    >
      {props.description && (
        <Text size="xs" c="dimmed" mb={8}>
          {props.description}
        </Text>
      )}
      <Chip.Group multiple value={props.value} onChange={props.onChange}>
        <Group gap={8} wrap="wrap">
          {[...props.options, ...extra].map((o) => (
            <Chip key={o.value} value={o.value} size="sm" variant="outline">
              {o.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Fieldset>
  );
}

export function RadioField(props: {
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group label={props.label} withAsterisk value={props.value} onChange={props.onChange}>
      <Group gap="md" mt={6} wrap="wrap">
        {props.options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
