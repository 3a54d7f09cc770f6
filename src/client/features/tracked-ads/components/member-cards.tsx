import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FamilyMember } from '#common/members';
import { InterestEvidenceList, LIKING_KINDS } from '../../../components/interest-evidence-list';
import { SectionCard } from '../../../components/section-card';
import { ShowMoreButton } from '../../../components/show-more-button';
import { ApiError } from '../../../lib/api';
import { relativeTime } from '../../../lib/format';
import { useTrackAdLink } from '../../../lib/track-ad-link';
import { interestProfileQuery, memberAdCountsQuery, memberAdsQuery } from '../api/tracked-ads';
import { CategoryBadge, PlatformLabel } from './ad-parts';

export const RECENT_ADS = 5;
export const INTERESTS_SHOWN = 8;
const isPrivate = (err: unknown) => err instanceof ApiError && err.status === 403;

/** Activity Summary's "Ads tracked": the count the viewer may see, or — when it is private. */
export function TrackedAdCount({ member }: { member: FamilyMember }) {
  const counts = useQuery(memberAdCountsQuery());
  if (counts.isLoading) return <Loader size="xs" aria-label="Counting ads" />;
  const mine = counts.data?.find((c) => c.memberId === member.id);
  return <>{mine ? String(mine.adCount) : '—'}</>;
}

/** Activity Summary's "Interests": what the Interests card lists, or — when it is private. */
export function InterestCount({ member, familyId }: { member: FamilyMember; familyId: number }) {
  const profile = useQuery(interestProfileQuery(familyId, member.id));
  if (profile.isLoading) return <Loader size="xs" aria-label="Counting interests" />;
  if (!profile.data) return <>—</>;
  return <>{String(profile.data.filter((e) => LIKING_KINDS.has(e.kind)).length)}</>;
}

/** The member page's Recent Ads: the latest five, and the way to their analytics. */
export function RecentAdsCard({ member }: { member: FamilyMember }) {
  const ads = useQuery(memberAdsQuery(member.id, RECENT_ADS));
  const track = useTrackAdLink('quick', member.id);
  const hidden = isPrivate(ads.error);
  return (
    <SectionCard
      title="Recent Ads"
      action={
        !hidden && (
          <Button
            component={Link}
            to={track}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            Track Ad
          </Button>
        )
      }
    >
      {ads.isLoading ? (
        <Loader size="sm" aria-label="Loading recent ads" />
      ) : hidden ? (
        <Text size="sm" c="dimmed">
          {member.name}'s tracked ads are kept private.
        </Text>
      ) : ads.isError ? (
        <Text size="sm" c="red">
          Recent ads could not be loaded.
        </Text>
      ) : !ads.data?.items.length ? (
        <Text size="sm" c="dimmed">
          No ads tracked for {member.name} yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {ads.data.items.map((ad) => (
            <Group key={ad.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {ad.title}
                </Text>
                <Group gap={8}>
                  <Text size="xs" c="dimmed" component="time" dateTime={ad.createdAt}>
                    {relativeTime(ad.createdAt)}
                  </Text>
                  <PlatformLabel platform={ad.platform} />
                </Group>
              </Stack>
              <CategoryBadge categoryId={ad.categoryId} />
            </Group>
          ))}
        </Stack>
      )}
      {!hidden && (
        <Anchor component={Link} to={`/analytics?member=${member.id}`} size="sm">
          View ad analytics
        </Anchor>
      )}
    </SectionCard>
  );
}

/**
 * Interests as GiftLens sees them: the member's interest profile, each concept with why
 * ("listed as a hobby", "2 LEGO ads tracked in March", 'ad targeting: "Interests: Fashion"').
 * The strongest eight first; "+N more" shows the rest, as many as Activity Summary counts.
 */
export function InterestProfileCard({ member, familyId }: { member: FamilyMember; familyId: number }) {
  const profile = useQuery(interestProfileQuery(familyId, member.id));
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const liked = (profile.data ?? []).filter((e) => LIKING_KINDS.has(e.kind));
  const rest = liked.length - INTERESTS_SHOWN;
  const entries = expanded || rest <= 0 ? liked : liked.slice(0, INTERESTS_SHOWN);
  return (
    <SectionCard title="Interests">
      {profile.isLoading ? (
        <Loader size="sm" aria-label="Loading interests" />
      ) : isPrivate(profile.error) ? (
        <Text size="sm" c="dimmed">
          Interests kept private
        </Text>
      ) : profile.isError ? (
        <Text size="sm" c="red">
          Interests could not be loaded.
        </Text>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet. Add interests, answer the questionnaire or track ads {member.name} sees.
        </Text>
      ) : (
        <>
          <div id={listId}>
            <InterestEvidenceList entries={entries} />
          </div>
          {rest > 0 && (
            <Group>
              <ShowMoreButton
                hidden={rest}
                expanded={expanded}
                controls={listId}
                onToggle={() => setExpanded((open) => !open)}
              />
            </Group>
          )}
        </>
      )}
    </SectionCard>
  );
}
