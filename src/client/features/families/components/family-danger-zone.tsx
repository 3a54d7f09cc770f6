import { Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconDoorExit, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { Family } from '#common/families';
import type { FamilyMember } from '#common/members';
import { DepartureChanges } from '../../../components/departure-changes';
import { FormButtons } from '../../../components/form-buttons';
import { TypeToConfirm } from '../../../components/type-to-confirm';
import { toast } from '../../../lib/toast';
import { useDeleteFamily, useLeaveFamily, useTransferOwnership } from '../api/manage-family';

interface Props {
  family: Family;
  isOwner: boolean;
  /** The family's member records: who could take it over. */
  members: FamilyMember[] | undefined;
  /** The family is gone for the user (they left, or deleted it): the caller closes and moves on. */
  onGone: () => void;
}

/** Who may own the family: an adult with an account, other than the owner. */
export const possibleOwners = (members: FamilyMember[]) =>
  members.filter((m) => m.userId !== null && !m.isChild && !m.isSelf);

/** A step that cannot be undone: what it does, and the red button that starts it (it asks first). */
function DangerRow({
  icon: Icon,
  action,
  onClick,
  children,
}: {
  icon: TablerIcon;
  action: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" style={{ flex: '1 1 240px' }}>
        {children}
      </Text>
      <Button color="red" variant="light" leftSection={<Icon size={16} aria-hidden />} onClick={onClick}>
        {action}
      </Button>
    </Group>
  );
}

/**
 * Family Settings' last section: a member leaves; the owner hands the family over or deletes it.
 * Each asks first and says what is lost; deleting waits for the family's exact name.
 */
export function FamilyDangerZone({ family, isOwner, members, onGone }: Props) {
  const [asking, setAsking] = useState<'leave' | 'transfer' | 'delete' | null>(null);
  const [heirId, setHeirId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const leave = useLeaveFamily(family.id);
  const transfer = useTransferOwnership(family.id);
  const remove = useDeleteFamily(family.id);
  const candidates = possibleOwners(members ?? []);
  const heir = candidates.find((m) => String(m.id) === heirId);
  const close = () => {
    setAsking(null);
    setTyped('');
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="danger-zone">
      <Title id="danger-zone" order={2} size="h5" c="red.8">
        Danger zone
      </Title>
      {isOwner ? (
        <>
          <Stack gap={6}>
            <Text size="sm">
              Hand {family.name} over to another adult in it. You stay as a member, and can then leave.
            </Text>
            {candidates.length > 0 ? (
              <Group align="flex-end" gap="xs">
                <Select
                  label="New owner"
                  placeholder="Choose an adult member"
                  data={candidates.map((m) => ({ value: String(m.id), label: m.name }))}
                  value={heirId}
                  onChange={setHeirId}
                  allowDeselect={false}
                  style={{ flex: '1 1 200px' }}
                />
                <Button
                  variant="default"
                  leftSection={<IconCrown size={16} aria-hidden />}
                  disabled={!heir}
                  onClick={() => setAsking('transfer')}
                >
                  Hand over ownership
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Nobody can take it over yet: only an adult who joined the family with their own account can
                own it.
              </Text>
            )}
          </Stack>
          <DangerRow icon={IconTrash} action="Delete family" onClick={() => setAsking('delete')}>
            Delete {family.name} and everything in it, for everyone.
          </DangerRow>
        </>
      ) : (
        <DangerRow icon={IconDoorExit} action="Leave family" onClick={() => setAsking('leave')}>
          Leave {family.name}. You can join again with an invite.
        </DangerRow>
      )}

      <Modal opened={asking === 'leave'} onClose={close} title={`Leave ${family.name}?`} centered>
        <Stack>
          <Text size="sm">
            Your profile in {family.name} and everything about it (ads, ideas, imports, dates, your wishlist)
            will be deleted and your claims on others' wishes released; what you added about others stays,
            without your name.
          </Text>
          <DepartureChanges familyId={family.id} enabled={asking === 'leave'} />
          <FormButtons
            onCancel={close}
            busy={leave.isPending}
            submit="Leave family"
            color="red"
            onConfirm={() =>
              leave.mutate(undefined, {
                onSuccess: () => {
                  toast('You left the family', `You are no longer in ${family.name}.`);
                  onGone();
                },
              })
            }
          />
        </Stack>
      </Modal>

      <Modal opened={asking === 'transfer'} onClose={close} title={`Hand ${family.name} over?`} centered>
        <Stack>
          <Text size="sm">
            {heir?.name} becomes the owner of {family.name}: they decide its settings, privacy and invite
            code, and can delete it. You stay in the family as a member.
          </Text>
          <FormButtons
            onCancel={close}
            busy={transfer.isPending}
            submit={<>Make {heir?.name} the owner</>}
            onConfirm={() =>
              heir &&
              transfer.mutate(heir.id, {
                onSuccess: () => {
                  toast('Ownership handed over', `${heir.name} now owns ${family.name}.`);
                  setHeirId(null);
                  close();
                },
              })
            }
          />
        </Stack>
      </Modal>

      <Modal opened={asking === 'delete'} onClose={close} title={`Delete ${family.name}?`} centered>
        <Stack>
          <Text size="sm">
            This deletes {family.name} for everyone in it: every profile, and all their ads, gift ideas,
            imports, occasions, wishlists and pending invites. It cannot be undone.
          </Text>
          <TypeToConfirm word={family.name} value={typed} onChange={setTyped} />
          <FormButtons
            onCancel={close}
            busy={remove.isPending}
            submit="Delete family"
            color="red"
            ready={typed === family.name}
            onConfirm={() =>
              remove.mutate(typed, {
                onSuccess: () => {
                  toast('Family deleted', `${family.name} and everything in it were deleted.`);
                  onGone();
                },
              })
            }
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
