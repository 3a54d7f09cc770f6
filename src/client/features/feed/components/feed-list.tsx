import { Box, Button, Center, Loader } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SPONSORED_EVERY } from '#common/feed/constants';
import type { FeedAd } from '#common/feed/schemas';
import { FeedAdCard } from './feed-ad-card';

/**
 * What the feed shows: generated ads and gift-idea cards (drawn by the gift-ideas feature and
 * handed in by the page), and the sponsored slot after every third item.
 */
export type FeedItem =
  | { kind: 'ad'; ad: FeedAd }
  | { kind: 'gift'; key: string; title: string; node: ReactNode };
type FeedRow = FeedItem | { kind: 'sponsored'; after: number };

export interface GiftCard {
  key: string;
  title: string;
  node: ReactNode;
}

/**
 * Ads with a gift idea after every second ad; gift ideas left over go after the last ad once
 * every page of ads is loaded (so they never jump as more pages arrive).
 */
export function mixFeed(ads: FeedAd[], gifts: GiftCard[], allLoaded: boolean): FeedItem[] {
  const out: FeedItem[] = [];
  let g = 0;
  ads.forEach((ad, i) => {
    out.push({ kind: 'ad', ad });
    const gift = gifts[g];
    if (i % 2 === 1 && gift) {
      out.push({ kind: 'gift', ...gift });
      g++;
    }
  });
  if (allLoaded) for (const gift of gifts.slice(g)) out.push({ kind: 'gift', ...gift });
  return out;
}

/** The items with a sponsored slot after every third one. */
export function withSponsoredSlots(items: FeedItem[]): FeedRow[] {
  return items.flatMap((item, i): FeedRow[] =>
    (i + 1) % SPONSORED_EVERY === 0 ? [item, { kind: 'sponsored', after: i + 1 }] : [item],
  );
}

const rowKey = (row: FeedRow) =>
  row.kind === 'ad' ? `ad-${row.ad.id}` : row.kind === 'gift' ? `gift-${row.key}` : `sponsored-${row.after}`;

interface Props {
  items: FeedItem[];
  memberName: string;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  busy: boolean;
  fetchNextPage: () => void;
  onReact: (ad: FeedAd, interaction: 'liked' | 'disliked') => void;
  onShown: (ad: FeedAd) => void;
  reactingId: number | null;
  /** The sponsored slot (the banner ad, which renders nothing when it may not show). */
  sponsored: (after: number) => ReactNode;
}

/**
 * The feed (ARIA feed pattern): virtualised against the window, so only the cards near the
 * screen are in the page; each card's size is measured, and illustrations sit in fixed-ratio
 * boxes, so nothing jumps as images load. The next page loads as the end comes near, or with
 * the Load more button (keyboard).
 */
export function FeedList(props: Props) {
  const { items, hasNextPage, fetchingNextPage, fetchNextPage } = props;
  const rows = withSponsoredSlots(items);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === 'sponsored' ? 1 : 720),
    overscan: 3,
    scrollMargin,
    getItemKey: (i) => (rows[i] ? rowKey(rows[i]) : i),
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= rows.length - 3 && hasNextPage && !fetchingNextPage) fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, fetchingNextPage, fetchNextPage]);

  let position = 0;
  const positions = new Map(rows.map((row) => [rowKey(row), row.kind === 'sponsored' ? 0 : ++position]));

  return (
    <>
      <div
        ref={listRef}
        role="feed"
        aria-busy={fetchingNextPage || props.busy}
        aria-label={`${props.memberName}'s feed`}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualItems.map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          return (
            <div
              key={v.key}
              data-index={v.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {row.kind === 'ad' ? (
                <Box pb="md">
                  <FeedAdCard
                    ad={row.ad}
                    memberName={props.memberName}
                    position={positions.get(rowKey(row)) ?? 0}
                    onReact={props.onReact}
                    onShown={props.onShown}
                    reacting={props.reactingId === row.ad.id}
                  />
                </Box>
              ) : row.kind === 'gift' ? (
                <Box
                  pb="md"
                  component="article"
                  aria-label={`Gift idea: ${row.title}`}
                  aria-posinset={positions.get(rowKey(row)) ?? 0}
                  aria-setsize={-1}
                >
                  {row.node}
                </Box>
              ) : (
                props.sponsored(row.after)
              )}
            </div>
          );
        })}
      </div>
      {fetchingNextPage && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading more of the feed" />
        </Center>
      )}
      {hasNextPage && !fetchingNextPage && (
        <Center py="md">
          <Button variant="default" onClick={fetchNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </>
  );
}
