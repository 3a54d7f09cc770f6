import { Anchor, Group, Loader } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FamilyMember } from '#common/members';
import { CategoryBadge } from '../../../components/category-badge';
import { InterestEvidenceList, LIKING_KINDS } from '../../../components/interest-evidence-list';
import { RecordList, RecordRow, RecordsCard } from '../../../components/records-card';
import { SectionActionButton } from '../../../components/section-add-button';
import { ShowMoreButton } from '../../../components/show-more-button';
import { useTrackAdLink } from '../../../lib/track-ad-link';
import { interestProfileQuery, memberAdCountsQuery, memberAdsQuery } from '../api/tracked-ads';
import { AdSeen } from './ad-parts';

export const RECENT_ADS = 5;
export const INTERESTS_SHOWN = 8;

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
  return (
    <RecordsCard
      title="Recent Ads"
      query={ads}
      loadingLabel="Loading recent ads"
      privateText={`${member.name}'s tracked ads are kept private.`}
      errorText="Recent ads could not be loaded."
      emptyText={`No ads tracked for ${member.name} yet.`}
      isEmpty={(data) => data.items.length === 0}
      action={
        <SectionActionButton icon={IconPlus} to={track}>
          Track Ad
        </SectionActionButton>
      }
      footer={
        <Anchor component={Link} to={`/analytics?member=${member.id}`} size="sm">
          View ad analytics
        </Anchor>
      }
    >
      {(data) => (
        <RecordList>
          {data.items.map((ad) => (
            <RecordRow
              key={ad.id}
              title={ad.title}
              meta={<AdSeen ad={ad} />}
              end={<CategoryBadge categoryId={ad.categoryId} />}
            />
          ))}
        </RecordList>
      )}
    </RecordsCard>
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
    <RecordsCard
      title="Interests"
      query={profile}
      loadingLabel="Loading interests"
      privateText="Interests kept private"
      errorText="Interests could not be loaded."
      emptyText={`Nothing yet. Add interests, answer the questionnaire or track ads ${member.name} sees.`}
      isEmpty={() => entries.length === 0}
    >
      {() => (
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
    </RecordsCard>
  );
}
