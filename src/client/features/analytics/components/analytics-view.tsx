import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { InterestEvidenceList, LIKING_KINDS } from '../../../components/interest-evidence-list';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api';
import { useCurrentFamily } from '../../../lib/current-family';
import { useTrackAdLink } from '../../../lib/track-ad-link';
import { idFrom } from '../../../lib/url-state';
import { breakdownQuery, interestProfileQuery, memberAdCountsQuery } from '../api/analytics';
import {
  AdvertiserList,
  BehaviourList,
  CategoryChart,
  MemberChart,
  PlatformChart,
  WeekChart,
} from './ad-charts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* A long category or platform wraps in the card rather than ending in "…" on a phone. */}
      <Text fw={800} fz={{ base: 20, sm: 26 }} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** What GiftLens learned about one member: liked things with evidence, then how advertisers saw them. */
export function MemberInterests({
  familyId,
  memberId,
  name,
}: {
  familyId: number;
  memberId: number;
  name: string;
}) {
  const profile = useQuery(interestProfileQuery(familyId, memberId));
  const entries = profile.data ?? [];
  const liked = entries.filter((e) => LIKING_KINDS.has(e.kind)).slice(0, 15);
  const audiences = entries.filter((e) => !LIKING_KINDS.has(e.kind)).slice(0, 8);
  const hidden = profile.error instanceof ApiError && profile.error.status === 403;
  // Imports teach as much as tracked ads: said here too (issue 36).
  const imported = entries.filter((e) => e.evidence.some((item) => item.source === 'import')).length;
  return (
    <SectionCard title={`What GiftLens learned about ${name}`}>
      {profile.isLoading ? (
        <Loader size="sm" aria-label="Loading interests" />
      ) : hidden ? (
        <Text size="sm" c="dimmed">
          Interests kept private
        </Text>
      ) : liked.length === 0 && audiences.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet. Track ads {name} sees, import their Instagram or Facebook data, or fill in their
          interests.
        </Text>
      ) : (
        <Stack gap="md">
          {imported > 0 && (
            <Text size="sm">
              {imported === 1 ? '1 interest was' : `${imported} interests were`} learned from {name}'s
              imported data.
            </Text>
          )}
          {liked.length > 0 && <InterestEvidenceList entries={liked} />}
          {audiences.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h6">
                How advertisers see {name}
              </Title>
              <InterestEvidenceList entries={audiences} />
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** /analytics: the family's tracked ads, or one member's with `?member=`. */
export function AnalyticsView() {
  const { currentFamily, isLoading: familyLoading } = useCurrentFamily();
  const [params, setParams] = useSearchParams();
  const memberId = idFrom(params.get('member'));
  const enabled = Boolean(currentFamily);
  const members = useQuery({ ...memberAdCountsQuery(), enabled });
  const breakdown = useQuery({ ...breakdownQuery(memberId), enabled });
  const track = useTrackAdLink('quick', memberId);
  const member = members.data?.find((m) => m.memberId === memberId);
  const name = member?.name ?? 'this member';
  const error = breakdown.error instanceof ApiError ? breakdown.error : null;

  if (familyLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (!currentFamily) {
    return (
      <Alert title="No family selected">
        Create or join a family to see its analytics. <Link to="/family-profiles">Go to Family Profiles</Link>
      </Alert>
    );
  }
  const b = breakdown.data;

  return (
    <Stack gap="lg">
      {memberId && (
        <Anchor component={Link} to={`/family-profiles/${memberId}`} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> Back to {name}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Analytics</Title>
          <Text c="dimmed" size="sm">
            {memberId ? `The ads ${name} saw, and what they say.` : `The ads ${currentFamily.name} tracked.`}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          <Select
            label="Show"
            data={[
              { value: '', label: 'Whole family' },
              ...(members.data ?? []).map((m) => ({ value: String(m.memberId), label: m.name })),
            ]}
            value={memberId ? String(memberId) : ''}
            onChange={(value) => setParams(value ? { member: value } : {}, { replace: true })}
            allowDeselect={false}
            w={200}
          />
          <Button component={Link} to={track} leftSection={<IconPlus size={16} aria-hidden />}>
            Track Ad
          </Button>
        </Group>
      </Group>

      {error?.status === 403 ? (
        <Alert color="gray" title="Tracked ads kept private">
          {name} keeps their tracked ads private.
        </Alert>
      ) : error?.status === 404 ? (
        <Alert title="Member Not Found">
          This member is not in your current family. <Link to="/analytics">Show the whole family</Link>
        </Alert>
      ) : breakdown.isError ? (
        <Alert color="red" title="Error">
          <Group gap="sm">
            <Text size="sm">Analytics could not be loaded.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => breakdown.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : !b ? (
        <Center py="xl">
          <Loader aria-label="Loading analytics" />
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Stat label="Ads tracked" value={String(b.totalAds)} />
            <Stat label="With insights" value={String(b.adsWithInsights)} />
            <Stat label="Top category" value={b.byCategory[0]?.name ?? '—'} />
            <Stat label="Top platform" value={b.byPlatform[0]?.label ?? '—'} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CategoryChart data={b.byCategory} />
            <PlatformChart data={b.byPlatform} />
            <WeekChart data={b.byWeek} />
            {memberId ? (
              <AdvertiserList data={b.topAdvertisers} />
            ) : (
              <MemberChart data={members.data ?? []} />
            )}
            {!memberId && <AdvertiserList data={b.topAdvertisers} />}
            <BehaviourList data={b.behaviors} adsWithInsights={b.adsWithInsights} />
          </SimpleGrid>
        </>
      )}
      {memberId && error?.status !== 404 && (
        <MemberInterests familyId={currentFamily.id} memberId={memberId} name={name} />
      )}
    </Stack>
  );
}
