import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { addInterest } from './list-entries';

interface Props {
  /** The list the entry joins. */
  value: string[];
  onChange: (value: string[]) => void;
  /** The field's name and its button's: "New interest" / "Add interest". */
  label: string;
  addLabel: string;
  placeholder: string;
  size?: 'xs' | 'sm';
  /** What a typed entry becomes before it is added (an option's own spelling, say). */
  normalize?: (typed: string) => string;
}

/** A text field and + button that add one entry to a list: Enter adds, a duplicate is refused on the field. */
export function AddEntryField({
  value,
  onChange,
  label,
  addLabel,
  placeholder,
  size = 'sm',
  normalize,
}: Props) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addInterest(value, normalize ? normalize(draft) : draft);
    setError(result.error);
    if (!result.error) {
      onChange(result.list);
      setDraft('');
    }
  };
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        size={size}
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
      <ActionIcon size={size === 'xs' ? 30 : 'lg'} variant="light" onClick={add} aria-label={addLabel}>
        <IconPlus size={size === 'xs' ? 16 : 18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
