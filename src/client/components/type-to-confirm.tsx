import { TextInput } from '@mantine/core';

/** "Type DELETE to confirm": what a deletion for good waits for; the caller compares the words. */
export function TypeToConfirm({
  word,
  value,
  onChange,
}: {
  word: string;
  value: string;
  onChange: (typed: string) => void;
}) {
  return (
    <TextInput
      label={`Type ${word} to confirm`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autoComplete="off"
      data-autofocus
    />
  );
}
