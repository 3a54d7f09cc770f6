import { CheckIcon, ColorSwatch, Group, Input, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { MEMBER_COLORS, MEMBER_ICONS } from '#common/member-constants';
import { MEMBER_ICON_COMPONENTS, memberColor } from './member-icons';

/** What each colour is called, for the people who hear the picker rather than see it. */
export const COLOR_NAMES: Record<(typeof MEMBER_COLORS)[number], string> = {
  '#8B5CF6': 'Purple',
  '#F59E0B': 'Amber',
  '#EC4899': 'Pink',
  '#3B82F6': 'Blue',
  '#10B981': 'Emerald',
  '#22C55E': 'Green',
  '#EF4444': 'Red',
  '#F97316': 'Orange',
  '#14B8A6': 'Teal',
  '#6366F1': 'Indigo',
  '#A855F7': 'Violet',
  '#64748B': 'Slate',
};

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A radio group as the ARIA pattern has it: one Tab stop (the chosen option, or the first),
 * arrow keys move the choice and the focus, Home and End jump to the ends.
 */
function RadioRow<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: string;
  onChange: (value: T) => void;
  render: (option: T, selected: boolean, tabIndex: number) => ReactNode;
}) {
  const { options, value, onChange } = props;
  const labelId = useId();
  const row = useRef<HTMLDivElement>(null);
  const current = Math.max(0, options.indexOf(value as T));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let next: number | null = null;
    if (e.key in NEXT) next = (current + (NEXT[e.key] ?? 0) + options.length) % options.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = options.length - 1;
    if (next === null) return;
    e.preventDefault();
    const option = options[next];
    if (option === undefined) return;
    onChange(option);
    row.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };

  return (
    <Input.Wrapper label={props.label} labelProps={{ id: labelId, component: 'div' }}>
      <Group gap={6} mt={4} role="radiogroup" aria-labelledby={labelId} ref={row} onKeyDown={onKeyDown}>
        {options.map((option, i) => props.render(option, option === value, i === current ? 0 : -1))}
      </Group>
    </Input.Wrapper>
  );
}

export function ColorPicker({ value, onChange }: { value: string; onChange: (c: string) => void }) {
  return (
    <RadioRow
      label="Color"
      options={MEMBER_COLORS}
      value={value.toUpperCase()}
      onChange={onChange}
      render={(color, selected, tabIndex) => (
        <ColorSwatch
          key={color}
          component="button"
          type="button"
          color={color}
          role="radio"
          aria-checked={selected}
          aria-label={COLOR_NAMES[color]}
          tabIndex={tabIndex}
          onClick={() => onChange(color)}
          style={{ cursor: 'pointer', color: 'white' }}
        >
          {selected && <CheckIcon width={12} />}
        </ColorSwatch>
      )}
    />
  );
}

export function IconPicker({
  value,
  color,
  onChange,
}: {
  value: string;
  color: string;
  onChange: (i: string) => void;
}) {
  return (
    <RadioRow
      label="Icon"
      options={MEMBER_ICONS}
      value={value}
      onChange={onChange}
      render={(name, selected, tabIndex) => {
        const { icon: Icon, label } = MEMBER_ICON_COMPONENTS[name];
        return (
          <UnstyledButton
            key={name}
            role="radio"
            aria-checked={selected}
            aria-label={label}
            tabIndex={tabIndex}
            onClick={() => onChange(name)}
            style={{
              width: 36,
              height: 36,
              borderRadius: 18,
              display: 'grid',
              placeItems: 'center',
              color: selected ? 'white' : 'inherit',
              background: selected ? memberColor(color) : 'var(--mantine-color-default-hover)',
              outline: selected ? '2px solid var(--mantine-color-violet-7)' : undefined,
              outlineOffset: 2,
            }}
          >
            <Icon size={20} aria-hidden />
          </UnstyledButton>
        );
      }}
    />
  );
}
