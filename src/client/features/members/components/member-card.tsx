import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconLock, IconSparkles, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { profileCompleteness } from '#common/member-rules';
import type { FamilyMember } from '#common/members';
import { relationshipLabel } from '../relationship';
import { MemberAvatar } from './member-avatar';
import { MemberCardDetails } from './member-card-details';

export type MemberAction = 'edit' | 'privacy' | 'delete';

/** True once any questionnaire section has content. */
export function hasEnhancedProfile(member: FamilyMember) {
  return profileCompleteness(member) > 0;
}

export function MemberCard({
  member,
  onAction,
}: {
  member: FamilyMember;
  onAction: (a: MemberAction) => void;
}) {
  const completeness = profileCompleteness(member);
  const sectionsHidden = member.hiddenFields.some((f) => f !== 'email' && f !== 'age' && f !== 'interests');

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={member.name}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <MemberAvatar member={member} size={52} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={`/family-profiles/${member.id}`} fw={700} size="lg" truncate>
              {member.name}
            </Anchor>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {relationshipLabel(member)}
              </Text>
              {member.isSelf && (
                <Badge size="xs" variant="light" tt="none">
                  You
                </Badge>
              )}
              {member.isChild && (
                <Badge size="xs" variant="light" color="orange" tt="none">
                  Child
                </Badge>
              )}
            </Group>
          </Stack>
          {hasEnhancedProfile(member) && (
            <Badge variant="gradient" gradient={{ from: 'violet.7', to: 'pink.7' }} tt="none" size="sm">
              Enhanced Profile
            </Badge>
          )}
        </Group>

        {!sectionsHidden && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                Profile completion
              </Text>
              <Text size="xs" fw={600}>
                {completeness}%
              </Text>
            </Group>
            <Progress value={completeness} aria-label={`Profile ${completeness}% complete`} size="sm" />
          </Stack>
        )}

        <MemberCardDetails member={member} />

        <Group gap="xs" mt="auto" pt="xs">
          {member.canEdit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEdit size={14} aria-hidden />}
              onClick={() => onAction('edit')}
            >
              Edit
            </Button>
          )}
          {member.canEdit && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`?import=social&importMember=${member.id}`}
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              Import
            </Button>
          )}
          {member.canEdit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLock size={14} aria-hidden />}
              onClick={() => onAction('privacy')}
            >
              Privacy
            </Button>
          )}
          {member.canDelete && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onAction('delete')}
            >
              Delete
            </Button>
          )}
        </Group>
        {member.canEdit && completeness < 100 && (
          <Button
            component={Link}
            to={`/onboarding/${member.id}`}
            variant={completeness === 0 ? 'filled' : 'outline'}
            leftSection={<IconSparkles size={16} aria-hidden />}
            fullWidth
          >
            {completeness === 0 ? 'Set Up Enhanced Profile' : 'Complete Profile Setup'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
