import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { useCurrentFamily } from '../../../lib/current-family';
import { memberQuery } from '../api/get-members';
import { CopyAnswersOffer } from '../components/copy-answers-offer';
import { MemberAvatar } from '../components/member-avatar';
import { OnboardingForm } from './onboarding-form';

/** The member id is the last path segment: only a positive whole number counts. */
export function parseMemberId(pathname: string): number | null {
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function Notice(props: { title: string; text: string; to: string; action: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text c="dimmed">{props.text}</Text>
          <Button component={Link} to={props.to}>
            {props.action}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

const TO_PROFILES = { to: '/family-profiles', action: 'Back to Family Profiles' };

/** Resolves the member from the URL and the current family, then shows the questionnaire. */
export function OnboardingScreen({
  memberId,
  initialStep = 0,
}: {
  memberId: number | null;
  initialStep?: number;
}) {
  const { currentFamily, isLoading: familyLoading } = useCurrentFamily();
  const member = useQuery({
    ...memberQuery(currentFamily?.id ?? 0, memberId ?? 0),
    enabled: Boolean(currentFamily && memberId),
  });

  if (memberId === null) {
    return (
      <Notice
        title="Invalid member ID"
        text="This setup link does not name a family member."
        {...TO_PROFILES}
      />
    );
  }
  if (familyLoading) return <PageLoader />;
  if (!currentFamily) {
    return (
      <Notice
        title="No family selected"
        text="Create or join a family first, then set up its members' profiles."
        {...TO_PROFILES}
      />
    );
  }
  if (member.isLoading) return <PageLoader label="Loading profile…" />;
  if (member.error instanceof ApiError && member.error.status === 404) {
    return (
      <Notice
        title="Member Not Found"
        text="This family member does not exist in your current family."
        {...TO_PROFILES}
      />
    );
  }
  if (!member.data) {
    return (
      <Notice title="Could not load this profile" text="Please try again in a moment." {...TO_PROFILES} />
    );
  }
  if (!member.data.canEdit) {
    return (
      <Notice
        title="You can't change this profile"
        text="Only the person themselves, or a parent or guardian for a child, can set up this profile."
        {...TO_PROFILES}
      />
    );
  }

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <MemberAvatar member={member.data} size={56} />
          <div>
            <Title order={1} size="h2">
              Set up {member.data.name}'s profile
            </Title>
            <Text c="dimmed" size="sm">
              Three short steps for better gift ideas.
            </Text>
          </div>
        </Group>
        {member.data.isSelf && <CopyAnswersOffer member={member.data} />}
        <OnboardingForm
          key={member.data.id}
          member={member.data}
          familyId={currentFamily.id}
          initialStep={initialStep}
        />
      </Stack>
    </Container>
  );
}
