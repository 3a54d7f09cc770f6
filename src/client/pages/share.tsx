import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAd2, IconBulb, IconGift, IconPhotoScan } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { GiftIllustration } from '../components/illustrations';
import { useSaveIdeaFromLink } from '../features/gift-ideas/api/gift-ideas';
import { prefillFromShare } from '../features/tracked-ads/share-target';
import { useLinkPreview } from '../features/wishlists/api/link-preview';
import { familyMembersQuery } from '../features/wishlists/api/wishlists';
import { LinkPreviewBox } from '../features/wishlists/components/link-preview-box';
import { WishlistItemDialog } from '../features/wishlists/components/wishlist-item-dialog';
import { useCurrentFamily } from '../lib/current-family';
import { toast } from '../lib/toast';

/** Track Ad over Ad History, carrying what was shared. */
function trackLink(params: URLSearchParams, kind: 'quick' | 'insights') {
  const next = new URLSearchParams();
  for (const key of ['title', 'text', 'url']) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  next.set('track', kind);
  return `/ad-history?${next}`;
}

/**
 * `/share?title=&text=&url=` (issue 31): where a link shared to the installed app, or sent by the
 * Wishlists page's bookmarklet, lands. It offers what to do with it: add it to my wishlist, save
 * it as a gift idea for someone, or track it as an ad someone saw. A picture shared without the service worker cannot come along a
 * redirect (`picture=again`): the page asks for it once more.
 */
export default function SharePage() {
  const params = new URLSearchParams(useLocation().search);
  const shared = prefillFromShare(params);
  const pictureLost = params.get('picture') === 'again';
  const { currentFamily, isLoading } = useCurrentFamily();
  const members = useQuery({
    ...familyMembersQuery(currentFamily?.id ?? 0),
    enabled: currentFamily !== undefined && currentFamily !== null,
  });
  const self = members.data?.find((m) => m.isSelf && m.canEdit);
  const preview = useLinkPreview(shared?.url ?? '');
  const [adding, setAdding] = useState(false);
  const [ideaFor, setIdeaFor] = useState<string | null>(null);
  const saveIdea = useSaveIdeaFromLink();
  const saveAsIdea = () => {
    const member = members.data?.find((m) => String(m.id) === ideaFor);
    if (!member || !shared?.url) return;
    saveIdea.mutate(
      { familyMemberId: member.id, url: shared.url, title: title || null },
      {
        onSuccess: (idea) => toast('Idea saved', `${idea.title} is among the gift ideas for ${member.name}.`),
      },
    );
  };
  const title = shared?.title || preview.preview?.title || shared?.description || '';

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Shared with GiftLens</Title>
        {pictureLost && (
          <Alert color="yellow" variant="light" title="The picture did not come through">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Choose the screenshot once more and GiftLens reads it for you.</Text>
              <Button
                component={Link}
                to={trackLink(new URLSearchParams(), 'insights')}
                leftSection={<IconPhotoScan size={18} aria-hidden />}
              >
                Read a screenshot
              </Button>
            </Stack>
          </Alert>
        )}
        {!shared && !pictureLost && (
          <EmptyState illustration={<GiftIllustration />} title="Nothing was shared">
            Share a shop's page or an ad to GiftLens from your phone's share menu, or use the bookmarklet on
            the Wishlists page, and it arrives here.
          </EmptyState>
        )}
        {shared && (
          <Paper withBorder radius="md" p="md" component="section" aria-label="What was shared">
            <Stack gap="sm">
              {title && (
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
              )}
              {shared.url && (
                <Anchor
                  href={shared.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {shared.url}
                </Anchor>
              )}
              {shared.url && (
                <LinkPreviewBox
                  isLoading={preview.isLoading}
                  isError={preview.isError}
                  preview={preview.preview}
                />
              )}
              <Text size="sm" c="dimmed">
                What would you like to do with it?
              </Text>
              <Group gap="sm">
                {isLoading || members.isPending ? (
                  <Skeleton height={36} width={170} />
                ) : self ? (
                  <Button
                    className="tap-target"
                    leftSection={<IconGift size={18} aria-hidden />}
                    onClick={() => setAdding(true)}
                  >
                    Add to my wishlist
                  </Button>
                ) : null}
                <Button
                  className="tap-target"
                  variant="light"
                  component={Link}
                  to={trackLink(params, 'quick')}
                  leftSection={<IconAd2 size={18} aria-hidden />}
                >
                  Track it as an ad
                </Button>
              </Group>
              {!isLoading && !members.isPending && !self && (
                <Text size="xs" c="dimmed">
                  To keep a wishlist of your own, add yourself to the family's profiles first.
                </Text>
              )}
              {shared.url && (members.data?.length ?? 0) > 0 && (
                <Group gap="sm" align="flex-end">
                  <Select
                    label="Save as an idea for"
                    placeholder="Choose someone"
                    data={(members.data ?? []).map((m) => ({
                      value: String(m.id),
                      label: m.isSelf ? `${m.name} (you)` : m.name,
                    }))}
                    value={ideaFor}
                    onChange={setIdeaFor}
                    style={{ flex: '1 1 200px' }}
                  />
                  <Button
                    className="tap-target"
                    variant="light"
                    leftSection={<IconBulb size={18} aria-hidden />}
                    disabled={!ideaFor}
                    loading={saveIdea.isPending}
                    onClick={saveAsIdea}
                  >
                    Save as an idea
                  </Button>
                </Group>
              )}
              {saveIdea.isSuccess && (
                <Text size="sm" role="status">
                  Saved.{' '}
                  <Anchor component={Link} to={`/gift-ideas?member=${saveIdea.data.familyMemberId}`}>
                    See the gift ideas
                  </Anchor>
                </Text>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      {self && adding && (
        <WishlistItemDialog
          opened={adding}
          onClose={() => setAdding(false)}
          member={{ id: self.id, name: self.name }}
          start={{ url: shared?.url || undefined, title: title || undefined }}
        />
      )}
    </Container>
  );
}
