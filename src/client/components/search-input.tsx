import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A page's "Search" filter: a text field with its magnifier; `placeholder` says what it looks in. */
export function SearchInput({
  placeholder,
  value,
  onChange,
  maxLength,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={maxLength}
    />
  );
}
