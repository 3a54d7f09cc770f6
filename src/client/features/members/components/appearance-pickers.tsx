import { CheckIcon, ColorSwatch, Group, Input, UnstyledButton } from '@mantine/core';
import { MEMBER_COLORS, MEMBER_ICONS } from '#common/member-constants';
import { MEMBER_ICON_COMPONENTS, memberColor } from './member-icons';

export function ColorPicker({ value, onChange }: { value: string; onChange: (c: string) => void }) {
  return (
    <Input.Wrapper label="Color">
      <Group gap={6} mt={4} role="radiogroup" aria-label="Color">
        {MEMBER_COLORS.map((color) => (
          <ColorSwatch
            key={color}
            component="button"
            type="button"
            color={color}
            role="radio"
            aria-checked={value === color}
            aria-label={`Color ${color}`}
            onClick={() => onChange(color)}
            style={{ cursor: 'pointer', color: 'white' }}
          >
            {value === color && <CheckIcon width={12} />}
          </ColorSwatch>
        ))}
      </Group>
    </Input.Wrapper>
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
    <Input.Wrapper label="Icon">
      <Group gap={6} mt={4} role="radiogroup" aria-label="Icon">
        {MEMBER_ICONS.map((name) => {
          const { icon: Icon, label } = MEMBER_ICON_COMPONENTS[name];
          const selected = value === name;
          return (
            <UnstyledButton
              key={name}
              role="radio"
              aria-checked={selected}
              aria-label={label}
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
        })}
      </Group>
    </Input.Wrapper>
  );
}
