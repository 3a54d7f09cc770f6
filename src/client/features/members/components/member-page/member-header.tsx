import { ActionIcon, Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCamera, IconEdit, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FamilyMember } from '#common/members';
import { SectionActionButton } from '../../../../components/section-add-button';
import { useAuth } from '../../../../lib/auth';
import { placeholderFor } from '../../privacy-texts';
import { useRelationship } from '../../use-relationship';
import { MemberAvatar } from '../member-avatar';
import { MemberDialogs, type OpenDialog } from '../member-dialogs';
import { PhotoDialog } from '../photo-dialog';

/** The top of the member page: back link, photo, name, badges, and what the viewer may change. */
export function MemberHeader({ member: m, familyId }: { member: FamilyMember; familyId: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [photoOpened, setPhotoOpened] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const relationship = useRelationship(m);
  return (
    <>
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
              className="tap-target tap-target-compact"
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
              {relationship}
            </Badge>
            <Badge variant="default" tt="none">
              {m.hiddenFields.includes('age')
                ? placeholderFor('age')
                : m.age
                  ? `Age ${m.age}`
                  : 'Age not set'}
            </Badge>
            {m.isChild && (
              <Badge
                variant="light"
                color="orange"
                tt="none"
                styles={{ label: { color: 'var(--mantine-color-text)' } }}
              >
                Child profile
              </Badge>
            )}
          </Group>
          {m.canEdit && (
            <Group gap="xs">
              <SectionActionButton
                icon={IconEdit}
                size="xs"
                onClick={() => setDialog({ action: 'edit', member: m })}
              >
                Edit Profile
              </SectionActionButton>
              <SectionActionButton
                icon={IconLock}
                size="xs"
                onClick={() => setDialog({ action: 'privacy', member: m })}
              >
                Privacy
              </SectionActionButton>
            </Group>
          )}
        </Stack>
      </Group>
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
    </>
  );
}
