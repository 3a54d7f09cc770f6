import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../components/page-loader';
import { familyMembersQuery } from '../features/members/api/member-queries';
import { FamilyHeader, NoFamilySelected } from '../features/families/components/family-header';
import { useCurrentFamily } from '../features/families/hooks/current-family';

export default function FamilyProfilesPage() {
  const { currentFamily, isLoading } = useCurrentFamily();
  const members = useQuery({
    ...familyMembersQuery(currentFamily?.id ?? 0),
    enabled: Boolean(currentFamily),
  });

  if (isLoading) return <PageLoader />;
  return (
    <Container size="lg" py="xl">
      <Stack>
        {currentFamily ? (
          <FamilyHeader family={currentFamily} memberCount={members.data?.length} />
        ) : (
          <NoFamilySelected />
        )}
      </Stack>
    </Container>
  );
}
