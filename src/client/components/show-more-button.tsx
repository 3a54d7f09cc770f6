import { Button } from '@mantine/core';

/**
 * "+N more" that shows the rest of a list, then "Show less" that folds it again: a real button
 * (reached and pressed with the keyboard) that says what it controls, and a 44 px target on phones.
 */
export function ShowMoreButton({
  hidden,
  expanded,
  controls,
  onToggle,
}: {
  /** How many items the folded list leaves out. */
  hidden: number;
  expanded: boolean;
  /** The id of the list it shows and folds. */
  controls: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      className="tap-target"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? 'Show less' : `+${hidden} more`}
    </Button>
  );
}
