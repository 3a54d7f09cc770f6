import { ActionIcon, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ChipField } from '../onboarding/onboarding-fields';
import type { Option } from '../onboarding/onboarding-options';
import { addInterest } from './interest-editor';

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
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const typed = draft.trim().toLowerCase();
    const option = options.find((o) => o.label.toLowerCase() === typed || o.value.toLowerCase() === typed);
    const result = addInterest(value, option ? option.value : draft);
    setError(result.error);
    if (!result.error) {
      onChange(result.list);
      setDraft('');
    }
  };
  return (
    <Stack gap={6}>
      <ChipField legend={legend} options={options} value={value} onChange={onChange} />
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`Other ${noun}`}
          placeholder={`Other ${noun}: type and press Enter`}
          size="xs"
          value={draft}
          error={error}
          maxLength={60}
          style={{ flex: 1 }}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <ActionIcon size={30} variant="light" onClick={add} aria-label={`Add ${noun}`}>
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
