import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import {
  IconArrowMerge,
  IconArrowRight,
  IconDots,
  IconDownload,
  IconEdit,
  IconLock,
  IconMailForward,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { MEMBER_SECTIONS } from '#common/member-constants';
import { missingProfileParts, profileCompleteness } from '#common/member-rules';
import type { FamilyMember } from '#common/members';
import { useRelationship } from '../use-relationship';
import { MemberAvatar } from './member-avatar';
import { MemberCardDetails } from './member-card-details';

export type MemberAction = 'edit' | 'privacy' | 'delete';

/** True once any questionnaire section has content. */
export function hasEnhancedProfile(member: FamilyMember) {
  return profileCompleteness(member) > 0;
}

/** "hobbies, a gift budget and style". */
export function listParts(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The one next step a card offers: set the profile up, add exactly what is missing (the
 * questionnaire opens at that step), or, once complete, open the member's page.
 */
function PrimaryStep({ member, completeness }: { member: FamilyMember; completeness: number }) {
  if (member.canEdit && completeness < 100) {
    const missing = missingProfileParts(member);
    const step = missing[0]?.step ?? 0;
    return (
      <Button
        component={Link}
        to={completeness === 0 ? `/onboarding/${member.id}` : `/onboarding/${member.id}?step=${step}`}
        variant={completeness === 0 ? 'filled' : 'light'}
        leftSection={<IconSparkles size={16} aria-hidden />}
        fullWidth
      >
        {completeness === 0 ? 'Set Up Enhanced Profile' : 'Add what’s missing'}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={`/family-profiles/${member.id}`}
      variant="light"
      rightSection={<IconArrowRight size={16} aria-hidden />}
      fullWidth
      aria-label={`Open ${member.name}'s profile`}
    >
      Open profile
    </Button>
  );
}

/** "Birthday today", "Birthday tomorrow", "Birthday in 21 days". */
export function birthdayText(daysAway: number): string {
  if (daysAway === 0) return 'Birthday today';
  if (daysAway === 1) return 'Birthday tomorrow';
  return `Birthday in ${daysAway} days`;
}

export function MemberCard({
  member,
  onAction,
  onMerge,
  onInvite,
  birthdayInDays,
}: {
  member: FamilyMember;
  /** Days to the member's next birthday, when the family has it (and the viewer may see it). */
  birthdayInDays?: number | null;
  onAction: (a: MemberAction) => void;
  /** Offered to the family owner on a record without an account (merge-member-dialog). */
  onMerge?: () => void;
  /** Offered on an adult's record without an account that the viewer manages. */
  onInvite?: () => void;
}) {
  const completeness = profileCompleteness(member);
  const sectionsHidden = member.hiddenFields.some((f) => (MEMBER_SECTIONS as readonly string[]).includes(f));
  const relationship = useRelationship(member);
  const missing = missingProfileParts(member);
  const hasMenu = member.canEdit || member.canDelete || Boolean(onMerge) || Boolean(onInvite);

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={member.name}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <MemberAvatar member={member} size={52} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/family-profiles/${member.id}`}
              fw={700}
              size="lg"
              truncate
              title={member.name}
              // The theme's link violet is below 4.5:1 at this size on a card; one shade deeper passes.
              c="light-dark(var(--mantine-color-violet-8), var(--mantine-color-violet-3))"
            >
              {member.name}
            </Anchor>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {member.age !== null ? `${relationship} · ${member.age}` : relationship}
              </Text>
              {member.isSelf && (
                <Badge size="sm" variant="light" tt="none">
                  You
                </Badge>
              )}
              {member.isChild && (
                <Badge size="sm" variant="light" color="orange" tt="none">
                  Child
                </Badge>
              )}
            </Group>
            {birthdayInDays != null && (
              <Text
                size="sm"
                c={birthdayInDays <= 30 ? 'violet' : 'dimmed'}
                fw={birthdayInDays <= 7 ? 600 : undefined}
              >
                {birthdayText(birthdayInDays)}
              </Text>
            )}
          </Stack>
          {hasMenu && (
            <Menu position="bottom-end" width={200} shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  className="tap-target"
                  aria-label={`More actions for ${member.name}`}
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {member.canEdit && (
                  <Menu.Item
                    leftSection={<IconEdit size={16} aria-hidden />}
                    onClick={() => onAction('edit')}
                  >
                    Edit profile
                  </Menu.Item>
                )}
                {member.canEdit && (
                  <Menu.Item
                    component={Link}
                    to={`?import=social&importMember=${member.id}`}
                    leftSection={<IconDownload size={16} aria-hidden />}
                  >
                    Import social data
                  </Menu.Item>
                )}
                {member.canEdit && (
                  <Menu.Item
                    leftSection={<IconLock size={16} aria-hidden />}
                    onClick={() => onAction('privacy')}
                  >
                    Privacy
                  </Menu.Item>
                )}
                {onInvite && (
                  <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={onInvite}>
                    Invite to join
                  </Menu.Item>
                )}
                {onMerge && (
                  <Menu.Item leftSection={<IconArrowMerge size={16} aria-hidden />} onClick={onMerge}>
                    Merge with another record
                  </Menu.Item>
                )}
                {member.canDelete && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onAction('delete')}
                  >
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>

        {hasEnhancedProfile(member) && !sectionsHidden && (
          <Badge variant="light" color="grape" tt="none" size="sm">
            Enhanced Profile
          </Badge>
        )}

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
            {completeness > 0 && completeness < 100 && (
              <Text size="xs" c="dimmed">
                Still missing: {listParts(missing.map((p) => p.label))}.
              </Text>
            )}
          </Stack>
        )}

        <MemberCardDetails member={member} />

        <Group mt="auto" pt="xs">
          <PrimaryStep member={member} completeness={completeness} />
        </Group>
      </Stack>
    </Card>
  );
}
