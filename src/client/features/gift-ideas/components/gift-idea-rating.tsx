import { ActionIcon, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { GiftIdea } from '#common/gifts/schemas';
import { useRateGift } from '../api/gift-ideas';

const people = (n: number) => (n === 1 ? '1 person thinks' : `${n} people think`);
const others = (n: number) => (n === 1 ? '1 other' : `${n} others`);

/**
 * The family's ratings of an idea in words ("You and 1 other think it's a good idea · 1 person
 * thinks it's not for them"), the viewer's own first; null when nobody has rated it. The counts
 * include the viewer's own rating; the member an idea is for sees only their own.
 */
export function ratingSummary({ myRating, ratings }: Pick<GiftIdea, 'myRating' | 'ratings'>): string | null {
  const side = (rating: 'up' | 'down', words: string) => {
    const all = ratings ? ratings[rating] : myRating === rating ? 1 : 0;
    if (myRating === rating) {
      const rest = all - 1;
      return rest > 0 ? `You and ${others(rest)} think ${words}` : `You think ${words}`;
    }
    return all > 0 ? `${people(all)} ${words}` : null;
  };
  const parts = [side('up', "it's a good idea"), side('down', "it's not for them")].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * Rate up ("Good idea") and Rate down ("Not for them"), named after the idea: a page of cards has
 * many of each. Pressed shows the viewer's own rating; the thumbs stay together on one line.
 */
export function RateButtons({ idea }: { idea: GiftIdea }) {
  const rate = useRateGift();
  return (
    <>
      <Tooltip label="Good idea">
        <ActionIcon
          variant={idea.myRating === 'up' ? 'filled' : 'subtle'}
          className="tap-target"
          aria-label={`Rate up: ${idea.title}`}
          aria-pressed={idea.myRating === 'up'}
          onClick={() => rate.mutate({ id: idea.id, rating: 'up' })}
        >
          <IconThumbUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Not for them">
        <ActionIcon
          variant={idea.myRating === 'down' ? 'filled' : 'subtle'}
          color="gray"
          className="tap-target"
          aria-label={`Rate down: ${idea.title}`}
          aria-pressed={idea.myRating === 'down'}
          onClick={() => rate.mutate({ id: idea.id, rating: 'down' })}
        >
          <IconThumbDown size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
