import { Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { SectionCard } from './section-card';

/** The server keeps these records from the viewer (a 403): the member's privacy, not a failure. */
export const isPrivate = (err: unknown) => err instanceof ApiError && err.status === 403;

interface Props<T> {
  title: string;
  /** The query of the records: while it loads, fails or is refused, the card says so instead. */
  query: { isLoading: boolean; isError: boolean; error: unknown; data: T | undefined };
  /** The loader's accessible name: "Loading gift ideas". */
  loadingLabel: string;
  /** Said when the member keeps them private. */
  privateText: ReactNode;
  /** Said when they could not be loaded. */
  errorText: ReactNode;
  /** Said when there are none (or `isEmpty` says so). */
  emptyText: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Beside the title, and `footer` under the records: both only while the records are not private. */
  action?: ReactNode;
  footer?: ReactNode;
  /** The records. */
  children: (data: T) => ReactNode;
}

/**
 * A member page's card of records the viewer may not be allowed to see (ads, gift ideas,
 * interests): loading, kept private, failed, none yet, or the records themselves.
 */
export function RecordsCard<T>({
  title,
  query,
  loadingLabel,
  privateText,
  errorText,
  emptyText,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  action,
  footer,
  children,
}: Props<T>) {
  const hidden = isPrivate(query.error);
  return (
    <SectionCard title={title} action={!hidden && action}>
      {query.isLoading ? (
        <Loader size="sm" aria-label={loadingLabel} />
      ) : hidden ? (
        <Text size="sm" c="dimmed">
          {privateText}
        </Text>
      ) : query.isError ? (
        <Text size="sm" c="red">
          {errorText}
        </Text>
      ) : query.data === undefined || isEmpty(query.data) ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children(query.data)
      )}
      {!hidden && footer}
    </SectionCard>
  );
}

const bare = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A card's short list of records, one `RecordRow` each. */
export function RecordList({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" style={bare}>
      {children}
    </Stack>
  );
}

/** One record: its title on one line, `meta` under it, and `end` (a badge, a button) at the side. */
export function RecordRow({ title, meta, end }: { title: string; meta: ReactNode; end?: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {title}
        </Text>
        {meta}
      </Stack>
      {end}
    </Group>
  );
}
