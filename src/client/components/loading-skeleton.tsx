import { type MantineSpacing, Paper, Skeleton, Stack } from '@mantine/core';

/** One grey bar where text will be: its height and width. */
type Bar = readonly [h: number, w: number | string];

const bars = (list: readonly Bar[]) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in a fixed order, never moved
  list.map(([h, w], i) => <Skeleton key={i} h={h} w={w} />);

/**
 * Grey bars where a card's text will be, announced as loading ("Loading occasions"). With `rows`,
 * the bars stand for one row and repeat that many times.
 */
export function LoadingBars({
  label,
  shape,
  rows,
  gap = 'sm',
}: {
  label: string;
  shape: readonly Bar[];
  rows?: number;
  gap?: MantineSpacing;
}) {
  return (
    <Stack gap={gap} role="status" aria-label={label}>
      {rows === undefined
        ? bars(shape)
        : [...Array(rows).keys()].map((row) => (
            <Stack key={row} gap={6}>
              {bars(shape)}
            </Stack>
          ))}
    </Stack>
  );
}

/** Two cards still loading, announced as such: a title bar, then lines of text. */
export function LoadingCards({
  label,
  title: [h, w, mb],
  lines,
}: {
  label: string;
  title: readonly [h: number, w: number, mb: MantineSpacing];
  /** The lines' widths. */
  lines: readonly string[];
}) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      {[0, 1].map((i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton h={h} w={w} mb={mb} />
          <Stack gap="sm">{bars(lines.map((width) => [14, width] as const))}</Stack>
        </Paper>
      ))}
    </Stack>
  );
}
