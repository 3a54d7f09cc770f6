import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { platformByKey, priceRangeByKey } from '#common/tracked-ads/constants';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import { FormButtons } from '../../../components/form-buttons';
import { PlatformIcon } from '../../../components/taxonomy-icons';
import { relativeTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeleteAd } from '../api/tracked-ads';

// The edit form (selects, tags) loads the first time someone edits an ad.
const EditAdDialog = lazy(() => import('./edit-ad-dialog').then((m) => ({ default: m.EditAdDialog })));

/** Edit, for whoever may delete the ad (its tracker, the member it is about, the family owner). */
export function EditAdButton({ ad, compact }: { ad: TrackedAd; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  if (!ad.canDelete) return null;
  return (
    <>
      <Button
        size={compact ? 'compact-xs' : 'xs'}
        variant="subtle"
        className="tap-target"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`Edit the ad "${ad.title}"`}
      >
        Edit
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EditAdDialog ad={ad} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function PlatformLabel({ platform }: { platform: string | null }) {
  const known = platformByKey(platform);
  if (!known) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <PlatformIcon platform={known.key} size={14} />
      <Text size="xs" c="dimmed" component="span">
        {known.label}
      </Text>
    </Group>
  );
}

/** When the ad was tracked and where it was seen, after `children` (whose it is). */
export function AdSeen({
  ad,
  children,
}: {
  ad: Pick<TrackedAd, 'createdAt' | 'platform'>;
  children?: ReactNode;
}) {
  return (
    <Group gap={8}>
      {children}
      <Text size="xs" c="dimmed" component="time" dateTime={ad.createdAt}>
        {relativeTime(ad.createdAt)}
      </Text>
      <PlatformLabel platform={ad.platform} />
    </Group>
  );
}

export function PriceBadge({ priceRange }: { priceRange: string | null }) {
  const range = priceRangeByKey(priceRange);
  return range ? (
    <Badge variant="default" tt="none">
      {range.label}
    </Badge>
  ) : null;
}

/** The shared link, opened in a new tab without telling the other site where it came from. */
export function AdLink({ url }: { url: string | null }) {
  if (!url) return null;
  let host = url;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // shown as stored
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow" size="xs">
      <Group gap={4} wrap="nowrap" component="span">
        <IconExternalLink size={12} aria-hidden /> {host}
      </Group>
    </Anchor>
  );
}

/** Delete, after a confirmation that says GiftLens forgets what it learned from the ad. */
export function DeleteAdButton({ ad, compact }: { ad: TrackedAd; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAd();
  if (!ad.canDelete) return null;
  return (
    <>
      <Button
        size={compact ? 'compact-xs' : 'xs'}
        variant="subtle"
        color="red"
        className="tap-target"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`Delete the ad "${ad.title}"`}
      >
        Delete
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete this ad?" centered>
        <Stack>
          <Text size="sm">
            "{ad.title}" will be removed from Ad History, and GiftLens will forget the interests it learned
            from it.
          </Text>
          <FormButtons
            onCancel={() => setOpen(false)}
            busy={remove.isPending}
            submit="Delete ad"
            color="red"
            onConfirm={() =>
              remove.mutate(ad.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast('Ad deleted', 'GiftLens has forgotten what it learned from it.');
                },
              })
            }
          />
        </Stack>
      </Modal>
    </>
  );
}
