import { Badge, type BadgeProps, Group } from '@mantine/core';
import { useId, useState } from 'react';
import { ShowMoreButton } from './show-more-button';
import { wrappingBadge } from './wrapping-badge';

/** A long word list's badge wraps on a phone rather than ending in "…". */
const WRAPPING = wrappingBadge();

/**
 * Words as badges: the first `limit`, then a "+N more" button that shows the rest (and "Show
 * less" to fold them again). A real button, so it is reached and pressed with the keyboard.
 */
export function ChipList({
  items,
  limit,
  badge,
}: {
  items: string[];
  limit: number;
  /** How each badge looks (color, weight…). */
  badge?: Omit<BadgeProps, 'children'>;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const rest = items.length - limit;
  const shown = expanded || rest <= 0 ? items : items.slice(0, limit);
  return (
    <Group gap={4} id={id}>
      {shown.map((item) => (
        <Badge key={item} variant="light" tt="none" styles={WRAPPING} {...badge}>
          {item}
        </Badge>
      ))}
      {rest > 0 && (
        <ShowMoreButton
          hidden={rest}
          expanded={expanded}
          controls={id}
          onToggle={() => setExpanded((open) => !open)}
        />
      )}
    </Group>
  );
}
