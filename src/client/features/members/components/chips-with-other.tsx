import { Stack } from '@mantine/core';
import { ChipField } from '../onboarding/onboarding-fields';
import type { Option } from '../onboarding/onboarding-options';
import { AddEntryField } from './add-entry-field';

interface Props {
  legend: string;
  /** What one entry is called, for the free-text field: "hobby" gives "Other hobby". */
  noun: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * The questionnaire's option chips, plus a field for anything the options miss. A typed entry
 * that matches an option (any case) ticks that option instead of adding a look-alike.
 */
export function ChipsWithOther({ legend, noun, options, value, onChange }: Props) {
  /** An option typed by name (any case) becomes that option. */
  const asOption = (typed: string) => {
    const key = typed.trim().toLowerCase();
    return (
      options.find((o) => o.label.toLowerCase() === key || o.value.toLowerCase() === key)?.value ?? typed
    );
  };
  return (
    <Stack gap={6}>
      <ChipField legend={legend} options={options} value={value} onChange={onChange} />
      <AddEntryField
        value={value}
        onChange={onChange}
        label={`Other ${noun}`}
        addLabel={`Add ${noun}`}
        placeholder={`Other ${noun}: type and press Enter`}
        size="xs"
        normalize={asOption}
      />
    </Stack>
  );
}
