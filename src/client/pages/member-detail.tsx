import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCamera,
  IconDownload,
  IconEdit,
  IconGift,
  IconLock,
  IconSparkles,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useAuth } from '../features/auth/api/get-user';
import { useCurrentFamily } from '../features/families/hooks/current-family';
import { memberQuery } from '../features/members/api/member-queries';
import { MemberAvatar } from '../features/members/components/member-avatar';
import { MemberDialogs, type OpenDialog } from '../features/members/components/member-dialogs';
import {
  InterestsSection,
  memberInterests,
  SectionCard,
} from '../features/members/components/member-profile-sections';
import { PhotoDialog } from '../features/members/components/photo-dialog';
import { placeholderFor } from '../features/members/privacy-texts';
import { relationshipLabel } from '../features/members/relationship';
import { ApiError } from '../lib/api';

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

export default function MemberDetailPage() {
  const id = Number(useParams().memberId);
  const { currentFamily, isLoading } = useCurrentFamily();
  const { user } = useAuth();
  const navigate = useNavigate();
  const familyId = currentFamily?.id ?? 0;
  const valid = Number.isInteger(id) && id > 0;
  const member = useQuery({ ...memberQuery(familyId, id), enabled: Boolean(currentFamily) && valid });
  const [photoOpened, setPhotoOpened] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

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
  const interestCount = m.hiddenFields.includes('interests') ? null : memberInterests(m).length;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/family-profiles" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> Back to Family Profiles
          </Group>
        </Anchor>
        <Group align="flex-start" wrap="nowrap">
          <div style={{ position: 'relative' }}>
            <MemberAvatar member={m} size={88} />
            {m.canEdit && (
              <ActionIcon
                radius="xl"
                size="md"
                style={{ position: 'absolute', right: -4, bottom: -4 }}
                onClick={() => setPhotoOpened(true)}
                aria-label="Change photo"
              >
                <IconCamera size={16} aria-hidden />
              </ActionIcon>
            )}
          </div>
          <Stack gap={6}>
            <Title order={1}>{m.name}</Title>
            <Group gap={6}>
              <Badge variant="light" tt="none">
                {relationshipLabel(m)}
              </Badge>
              <Badge variant="default" tt="none">
                {m.hiddenFields.includes('age')
                  ? placeholderFor('age')
                  : m.age
                    ? `Age ${m.age}`
                    : 'Age not set'}
              </Badge>
              {m.isChild && (
                <Badge variant="light" color="orange" tt="none">
                  Child profile
                </Badge>
              )}
            </Group>
            {m.canEdit && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  onClick={() => setDialog({ action: 'edit', member: m })}
                >
                  Edit Profile
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLock size={14} aria-hidden />}
                  onClick={() => setDialog({ action: 'privacy', member: m })}
                >
                  Privacy
                </Button>
              </Group>
            )}
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title="Activity Summary">
            <SimpleGrid cols={3}>
              <Stat label="Ads tracked" value="0" />
              <Stat label="Gift ideas" value="0" />
              <Stat label="Interests" value={interestCount === null ? '—' : String(interestCount)} />
            </SimpleGrid>
          </SectionCard>
          <InterestsSection member={m} />
          <SectionCard title="Quick Actions">
            <Stack gap="xs">
              <Button
                variant="light"
                component={Link}
                to={`/data-imports?member=${m.id}`}
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Import social media data
              </Button>
              <Button
                variant="light"
                component={Link}
                to={`/gift-ideas?member=${m.id}`}
                leftSection={<IconSparkles size={16} aria-hidden />}
              >
                Generate AI gift ideas
              </Button>
              <Button
                variant="subtle"
                component={Link}
                to={`/gift-ideas?member=${m.id}`}
                leftSection={<IconGift size={16} aria-hidden />}
              >
                View gift ideas
              </Button>
            </Stack>
          </SectionCard>
          <SectionCard title="Recent Ads">
            <Text size="sm" c="dimmed">
              No ads tracked for {m.name} yet. Ad tracking is coming soon.
            </Text>
            <Anchor component={Link} to={`/analytics?member=${m.id}`} size="sm">
              View ad analytics
            </Anchor>
          </SectionCard>
          <SectionCard title="Gift Ideas">
            <Text size="sm" c="dimmed">
              No gift ideas for {m.name} yet. Gift ideas are coming soon.
            </Text>
          </SectionCard>
        </SimpleGrid>
      </Stack>

      <PhotoDialog
        opened={photoOpened}
        onClose={() => setPhotoOpened(false)}
        member={m}
        familyId={familyId}
        googlePictureAvailable={m.isSelf && Boolean(user?.profileImageUrl)}
      />
      <MemberDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        familyId={familyId}
        onDeleted={() => navigate('/family-profiles')}
      />
    </Container>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={800} fz="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}
