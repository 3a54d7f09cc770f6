import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { profileCompleteness } from '#common/member-rules';
import { PageLoader } from '../components/page-loader';
import { FeedScreen } from '../features/feed/components/feed-screen';
import { familyMembersQuery } from '../features/members/api/get-members';
import { MemberAvatar } from '../features/members/components/member-avatar';
import { useCurrentFamily } from '../lib/current-family';

export default function FeedPage() {
  const { currentFamily, isLoading } = useCurrentFamily();
  const members = useQuery({
    ...familyMembersQuery(currentFamily?.id ?? 0),
    enabled: Boolean(currentFamily),
  });

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
      <FeedScreen
        members={(members.data ?? []).map((m) => ({
          id: m.id,
          name: m.name,
          avatar: <MemberAvatar member={m} size={56} />,
          completeness: profileCompleteness(m),
          isChild: m.isChild,
          ownProfile: m.isSelf,
        }))}
      />
    </Container>
  );
}
