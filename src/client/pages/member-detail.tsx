import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isChildProfile } from '#common/member-rules';
import { BannerAd } from '../components/banner-ad';
import { PageLoader } from '../components/page-loader';
import { GiftIdeaCount, MemberGiftIdeasCard } from '../features/gift-ideas/components/member-gift-cards';
import { memberQuery } from '../features/members/api/get-members';
import { FamilyNotesCard } from '../features/members/components/member-page/family-notes-card';
import { MemberHeader } from '../features/members/components/member-page/member-header';
import { MemberQuickActions } from '../features/members/components/member-page/member-quick-actions';
import { MemberSummaryCard } from '../features/members/components/member-page/member-summary-card';
import { MemberOccasionsCard } from '../features/occasions/components/member-occasions-card';
import {
  InterestCount,
  InterestProfileCard,
  RecentAdsCard,
  TrackedAdCount,
} from '../features/tracked-ads/components/member-cards';
import { MemberWishlistCard } from '../features/wishlists/components/member-wishlist-card';
import { ApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { useCurrentFamily } from '../lib/current-family';

function MemberNotFound() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          Member Not Found
        </Title>
        <Text c="dimmed">This family member does not exist, or is not in your current family.</Text>
        <Button component={Link} to="/family-profiles">
          Back to Family Profiles
        </Button>
      </Stack>
    </Container>
  );
}

/** The member page: a header, then one card per feature (each feature adds its own). */
export default function MemberDetailPage() {
  const id = Number(useParams().memberId);
  const { currentFamily, isLoading } = useCurrentFamily();
  const { user } = useAuth();
  const familyId = currentFamily?.id ?? 0;
  const valid = Number.isInteger(id) && id > 0;
  const member = useQuery({ ...memberQuery(familyId, id), enabled: Boolean(currentFamily) && valid });

  if (isLoading || member.isLoading) return <PageLoader />;
  if (
    !valid ||
    !currentFamily ||
    (member.error instanceof ApiError && member.error.status === 404) ||
    !member.data
  ) {
    return <MemberNotFound />;
  }
  const m = member.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <MemberHeader member={m} familyId={familyId} />
        <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
          <Stack gap="md">
            <MemberSummaryCard
              member={m}
              adsTracked={<TrackedAdCount member={m} />}
              giftIdeas={<GiftIdeaCount member={m} />}
              interests={<InterestCount member={m} familyId={familyId} />}
            />
            <RecentAdsCard member={m} />
            <FamilyNotesCard member={m} familyId={familyId} />
            <MemberQuickActions member={m} />
          </Stack>
          <Stack gap="md">
            <MemberOccasionsCard member={m} familyId={familyId} />
            <MemberWishlistCard member={m} />
            <InterestProfileCard member={m} familyId={familyId} />
            <MemberGiftIdeasCard member={m} />
          </Stack>
        </SimpleGrid>
        <BannerAd
          member={{ id: m.id, name: m.name, isChild: isChildProfile(m) }}
          ownProfile={m.userId !== null && m.userId === user?.id}
          placement="member-page"
        />
      </Stack>
    </Container>
  );
}
