import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { profileCompleteness } from '#common/member-rules';
import { PageLoader } from '../components/page-loader';
import { FeedScreen, type FeedScreenMember } from '../features/feed/components/feed-screen';
import { memberGiftIdeasQuery, useGenerateGifts } from '../features/gift-ideas/api/gift-ideas';
import { GiftIdeaCard } from '../features/gift-ideas/components/gift-idea-card';
import { familyMembersQuery } from '../features/members/api/get-members';
import { MemberAvatar } from '../features/members/components/member-avatar';
import { useCurrentFamily } from '../lib/current-family';
import { interestProfileQuery } from '../lib/shared-queries';

/** The selected member's gift ideas as feed cards, and the Gifts button's action. */
function useFeedGifts(member: FeedScreenMember | undefined) {
  const memberId = member?.id ?? 0;
  const ideas = useQuery({ ...memberGiftIdeasQuery(memberId), enabled: Boolean(member) });
  const generate = useGenerateGifts(memberId);
  return {
    cards: (ideas.data ?? []).map((idea) => ({
      key: String(idea.id),
      title: idea.title,
      node: <GiftIdeaCard idea={idea} memberName={member?.name} />,
    })),
    generate: () => generate.mutate({ occasion: 'general' }),
    generating: generate.isPending,
    unavailable: ideas.isError ? ideas.error.message : null,
  };
}

export default function FeedPage() {
  const { currentFamily, isLoading } = useCurrentFamily();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const members = useQuery({
    ...familyMembersQuery(currentFamily?.id ?? 0),
    enabled: Boolean(currentFamily),
  });
  const feedMembers: FeedScreenMember[] = (members.data ?? []).map((m) => ({
    id: m.id,
    name: m.name,
    // The story bar writes the name under it, in the same button.
    avatar: <MemberAvatar member={m} size={56} decorative />,
    completeness: profileCompleteness(m),
    isChild: m.isChild,
    ownProfile: m.isSelf,
  }));
  const first = feedMembers.find((m) => m.id === selectedId) ?? feedMembers[0];
  // What imports taught counts where learning shows (issue 36); a private profile counts none.
  const profile = useQuery({
    ...interestProfileQuery(currentFamily?.id ?? 0, first?.id ?? 0),
    enabled: Boolean(currentFamily && first),
    retry: false,
  });
  const learnedFromImports = (profile.data ?? []).filter((entry) =>
    entry.evidence.some((item) => item.source === 'import'),
  ).length;
  const selected = first && { ...first, learnedFromImports };
  const gifts = useFeedGifts(selected);

  if (isLoading || (currentFamily && members.isPending)) return <PageLoader />;
  if (!currentFamily) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" ta="center">
          <Text>No family selected. Create or join a family to see its feed.</Text>
          <Button component={Link} to="/">
            Go to Dashboard
          </Button>
        </Stack>
      </Container>
    );
  }
  if (members.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Could not load the family">
          {members.error.message}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size={560} px="sm" py="md">
      <FeedScreen members={feedMembers} selected={selected} onSelect={setSelectedId} gifts={gifts} />
    </Container>
  );
}
