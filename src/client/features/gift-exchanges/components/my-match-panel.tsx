import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconEye, IconLock, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { GiftExchange, MyMatch } from '#common/gift-exchanges';
import { formatMoney } from '#common/money';
import { ExternalLink } from '../../../components/external-link';
import { LoadingBars } from '../../../components/loading-skeleton';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { RetryAlert } from '../../../components/retry-alert';
import { useRenderClock } from '../../../lib/render-clock';
import { myMatchQuery, receiverWishlistQuery, useRevealMatch } from '../api/gift-exchanges';
import { formatBudget } from '../exchange-text';

export const REVEAL_WARNING = 'Only you will see this. Once anyone opens their match, the draw is final.';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * "Your match": a button until the viewer opens it (opening is final for everyone, so it is
 * never fetched on its own), then whom they give to, the budget and that person's wishlist. Once
 * opened it shows straight away on later visits: asking again changes nothing.
 */
export function MyMatchPanel({ familyId, exchange }: { familyId: number; exchange: GiftExchange }) {
  const opened = exchange.participants.some((p) => p.isMe && p.opened);
  const match = useQuery({ ...myMatchQuery(exchange.id), enabled: opened });
  const reveal = useRevealMatch(familyId, exchange.id);
  const headingId = `my-match-${exchange.id}`;
  // The button the viewer pressed goes away: their match's heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const revealedNow = reveal.status !== 'idle' && match.data !== undefined;
  useEffect(() => {
    if (!revealedNow || focused.current) return;
    focused.current = true;
    heading.current?.focus();
  }, [revealedNow]);

  let body: ReactNode;
  if (match.data) {
    body = <MatchDetails match={match.data} tooFew={exchange.attention === 'too_few'} />;
  } else if (opened && match.isError) {
    body = (
      <RetryAlert plain title="Your match could not be loaded" onRetry={() => void match.refetch()}>
        {match.error.message}
      </RetryAlert>
    );
  } else if (opened) {
    body = (
      <LoadingBars
        label="Loading your match"
        gap="xs"
        shape={[
          [18, '50%'],
          [14, '30%'],
        ]}
      />
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert
          color="yellow"
          variant="light"
          styles={READABLE_ALERT}
          icon={<IconLock size={18} aria-hidden />}
          title="Your match is sealed"
          w="100%"
        >
          {REVEAL_WARNING}
        </Alert>
        <Button
          className="tap-target"
          leftSection={<IconEye size={16} aria-hidden />}
          loading={reveal.isPending}
          onClick={() => reveal.mutate()}
        >
          Reveal my match
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
          Your match
        </Title>
        {/* Announced when the match appears after the click. */}
        <div aria-live="polite">{body}</div>
      </Stack>
    </Paper>
  );
}

/** "3 December": the day a match changed, in the reader's language and time zone. */
const formatChangedDay = (iso: string, locale?: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', timeZone });

/** Links on the panel's tinted ground: violet-4 is 3.3:1 there in the dark scheme, violet-3 4.6:1. */
const PANEL_LINK = 'light-dark(var(--mantine-color-violet-8), var(--mantine-color-violet-3))';

function MatchDetails({ match, tooFew }: { match: MyMatch; tooFew: boolean }) {
  const { locale, timeZone } = useRenderClock();
  if (match.receiverMemberId === null || match.receiverName === null) {
    return (
      <Text size="sm">
        The person you drew has left the family, and{' '}
        {tooFew
          ? 'too few are left to take their place.'
          : 'nobody could take their place without changing a match someone had already opened.'}{' '}
        The family owner can end the exchange.
      </Text>
    );
  }
  const name = match.receiverName;
  return (
    <Stack gap="sm">
      {match.changedAt && (
        <Alert
          color="blue"
          variant="light"
          styles={READABLE_ALERT}
          icon={<IconRefresh size={18} aria-hidden />}
          title="Your match has changed"
        >
          Someone taking part left the family on {formatChangedDay(match.changedAt, locale, timeZone)}, so the
          person you give to has changed.
        </Alert>
      )}
      <div>
        <Text size="lg">
          You give to{' '}
          <Text span fw={700} inherit>
            {name}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          Budget: {formatBudget(match.budgetCents, locale)}
        </Text>
      </div>
      <Anchor
        component={Link}
        to={`/family-profiles/${match.receiverMemberId}`}
        size="sm"
        className="tap-target"
        style={{ alignSelf: 'flex-start', color: PANEL_LINK }}
      >
        See {name}'s page
        <IconArrowRight size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
      </Anchor>
      <ReceiverWishlist memberId={match.receiverMemberId} name={name} />
    </Stack>
  );
}

function ReceiverWishlist({ memberId, name }: { memberId: number; name: string }) {
  const { locale } = useRenderClock();
  const wishlist = useQuery(receiverWishlistQuery(memberId));
  const headingId = `match-wishlist-${memberId}`;
  let content: ReactNode;
  if (wishlist.isPending) {
    content = (
      <Stack gap={6} role="status" aria-label={`Loading ${name}'s wishlist`}>
        <Skeleton h={14} w="70%" />
        <Skeleton h={14} w="55%" />
      </Stack>
    );
  } else if (wishlist.isError) {
    content = (
      <Text size="sm" c="dimmed">
        {name}'s wishlist could not be loaded: {wishlist.error.message}
      </Text>
    );
  } else if (wishlist.data.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {name} has nothing on their wishlist yet: their page may have gift ideas.
      </Text>
    );
  } else {
    content = (
      <Stack component="ul" gap={6} style={list}>
        {wishlist.data.map((item) => (
          <Group
            component="li"
            key={item.id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            mih={44}
            align="center"
          >
            {item.url ? (
              <ExternalLink href={item.url} size="sm" style={{ minWidth: 0, color: PANEL_LINK }}>
                {item.title}
              </ExternalLink>
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {item.title}
              </Text>
            )}
            {item.priceCents !== null && (
              <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
                {formatMoney(item.priceCents, item.currency, locale)}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={headingId}>
        {name}'s wishlist
      </Text>
      {content}
    </Stack>
  );
}
