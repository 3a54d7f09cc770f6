import { Alert, Box, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconSpeakerphone } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { categoryByKey } from '#common/taxonomy/categories';
import { BannerAd } from '../../../components/banner-ad';
import { noteInterest } from '../../../lib/interest-tracker';
import {
  feedQuery,
  useFeedInteraction,
  useGenerateFeed,
  useRecordShown,
  useSmartGenerate,
} from '../api/feed';
import { CompletenessBanner } from './completeness-banner';
import { FeedBottomBar } from './feed-bottom-bar';
import { FeedList, type GiftCard, mixFeed } from './feed-list';
import { FeedStoryBar } from './feed-story-bar';

export interface FeedScreenMember {
  id: number;
  name: string;
  avatar: ReactNode;
  /** Profile completeness, 0-100. */
  completeness: number;
  /** Interests GiftLens learned from the member's imported data (what the viewer may see). */
  learnedFromImports?: number;
  isChild: boolean;
  /** The viewer's own member record. */
  ownProfile: boolean;
}

/** The member's gift ideas, drawn by the gift-ideas feature; the page hands them in. */
export interface FeedGifts {
  cards: GiftCard[];
  /** Generate gift ideas for the member (the Gifts button). */
  generate: () => void;
  generating: boolean;
  /** Why Gifts cannot be pressed (e.g. the member's ideas are private), or null. */
  unavailable: string | null;
}

const adsCount = (n: number) => `${n} new ad${n === 1 ? '' : 's'}`;

function MemberFeed({ member, gifts }: { member: FeedScreenMember; gifts: FeedGifts }) {
  const feed = useInfiniteQuery(feedQuery(member.id));
  const generate = useGenerateFeed(member.id);
  const smart = useSmartGenerate(member.id);
  const react = useFeedInteraction();
  const shown = useRecordShown();
  const [notice, setNotice] = useState<string | null>(null);
  const ads = (feed.data?.pages ?? []).flatMap((p) => p.items);
  const items = mixFeed(ads, gifts.cards, !feed.hasNextPage);
  const busy = generate.isPending ? 'ads' : smart.isPending ? 'smart' : gifts.generating ? 'gifts' : null;

  // The outcome goes into the page (not a toast, which would cover the bottom bar on a phone).
  const afterBatch = (summary: string, batchNotice: string | null) => {
    setNotice(batchNotice ? `${summary} ${batchNotice}` : summary);
    window.scrollTo({ top: 0 });
  };
  const onAds = () =>
    generate.mutate(undefined, {
      onSuccess: (b) => afterBatch(`${adsCount(b.items.length)} for ${member.name}.`, b.notice),
    });
  const onSmart = () =>
    smart.mutate(undefined, {
      onSuccess: (r) => {
        const ideas = r.giftIdeas ? ` and ${r.giftIdeas.recommendations.length} gift ideas` : '';
        const reason = r.reason ? ` ${r.reason}.` : '';
        afterBatch(`${adsCount(r.ads.items.length)}${ideas} for ${member.name}.${reason}`, r.ads.notice);
      },
    });

  let body: ReactNode;
  if (feed.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={`Loading ${member.name}'s feed`} />
      </Center>
    );
  } else if (feed.isError) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title="Could not load the feed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{feed.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => feed.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <IconSpeakerphone size={36} aria-hidden />
          <Title order={2} size="h4">
            {member.name}'s feed is empty
          </Title>
          <Text size="sm" c="dimmed">
            Generate ads picked from what GiftLens knows about {member.name}. Every ad says why it was chosen.
          </Text>
          <Button onClick={onAds} loading={generate.isPending}>
            Generate ads
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <>
        {/* The cards' titles are h3: this heading sits between them and the page's h1. */}
        <h2 className="visually-hidden">{member.name}'s feed</h2>
        <FeedList
          items={items}
          memberName={member.name}
          hasNextPage={feed.hasNextPage}
          fetchingNextPage={feed.isFetchingNextPage}
          fetchNextPage={() => void feed.fetchNextPage()}
          busy={busy !== null}
          onReact={(ad, interaction) => react.mutate({ ad, interaction })}
          onShown={(ad) => {
            shown(ad);
            // On their own feed, what the viewer looks at feeds the consented in-app tracker.
            if (member.ownProfile) {
              noteInterest('category', categoryByKey(ad.category)?.name ?? '');
              if (ad.brand) noteInterest('brand', ad.brand);
            }
          }}
          reactingId={react.isPending ? (react.variables?.ad.id ?? null) : null}
          sponsored={() => (
            // The banner ad renders nothing without a publisher, a slot, marketing consent, or for a child.
            <BannerAd
              member={{ id: member.id, name: member.name, isChild: member.isChild }}
              ownProfile={member.ownProfile}
              placement="feed"
            />
          )}
        />
      </>
    );
  }

  return (
    <>
      <CompletenessBanner
        memberId={member.id}
        name={member.name}
        percent={member.completeness}
        learnedFromImports={member.learnedFromImports ?? 0}
      />
      {notice && (
        <Alert
          variant="light"
          title="New in the feed"
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel="Dismiss"
          classNames={{ closeButton: 'tap-target' }}
        >
          {notice}
        </Alert>
      )}
      {body}
      <FeedBottomBar
        onAds={onAds}
        onSmart={onSmart}
        onGifts={gifts.generate}
        busy={busy}
        giftsUnavailable={gifts.unavailable}
      />
    </>
  );
}

/**
 * The home feed (/instagram-feed): the member story bar (first member selected, Previous /
 * Next), their profile completeness, their feed, and the bottom bar.
 */
export function FeedScreen({
  members,
  selected,
  onSelect,
  gifts,
}: {
  members: FeedScreenMember[];
  selected: FeedScreenMember | undefined;
  onSelect: (id: number) => void;
  gifts: FeedGifts;
}) {
  if (!selected) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center">There is no one in this family whose feed you may see yet.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md" pb={120}>
      <Title order={1} size="h3">
        Feed
      </Title>
      <FeedStoryBar members={members} selectedId={selected.id} onSelect={onSelect} />
      <Box>
        <Stack gap="md">
          <MemberFeed key={selected.id} member={selected} gifts={gifts} />
        </Stack>
      </Box>
    </Stack>
  );
}
