import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMailForward, IconSend, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FamilyInvite, SendInviteResult } from '#common/member-invites';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState } from '../../../components/empty-state';
import { EnvelopeIllustration } from '../../../components/illustrations';
import { SectionActionButton } from '../../../components/section-add-button';
import { toast, toastError } from '../../../lib/toast';
import { familyInvitesQuery, useCancelInvite, useResendInvite } from '../api/invites';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Tall enough for a finger on a phone (WCAG 2.5.5). */
const TAP_HEIGHT = 44;

/** A resend that sent no e-mail: why, and what to share instead. */
export function resendNotice(result: SendInviteResult): string {
  const reason = (result.reason ?? 'The e-mail could not be sent').replace(/\.?$/, '.');
  const share = /share the link/i.test(reason)
    ? ''
    : ` Share the link or the code with ${result.invite.invitedEmail} instead.`;
  return `${reason}${share} The invite code is ${result.inviteCode}.`;
}

/** What the toast says once a resend is answered. */
function resent(result: SendInviteResult) {
  if (result.demoMode) return toast('⚠️ Email not sent', resendNotice(result));
  const until = dateFormat.format(new Date(result.invite.expiresAt));
  toast(
    'Invitation sent!',
    `Invite sent again to ${result.invite.invitedEmail}. It is valid until ${until}.`,
  );
}

/** `onInvite` opens Invite Member from the empty state; left out where another prompt offers it. */
export function PendingInvites({ familyId, onInvite }: { familyId: number; onInvite?: () => void }) {
  const invites = useQuery(familyInvitesQuery(familyId));
  const cancel = useCancelInvite(familyId);
  const resend = useResendInvite(familyId);
  const [cancelling, setCancelling] = useState<FamilyInvite | null>(null);
  const close = () => setCancelling(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invites">
      <Title id="pending-invites" order={2} size="h4">
        Pending Invites
      </Title>
      {invites.isLoading && <Skeleton h={48} />}
      {invites.error && <Alert color="red">{invites.error.message}</Alert>}
      {invites.data?.length === 0 && (
        <EmptyState
          compact
          illustration={<EnvelopeIllustration size={72} />}
          title="No pending invites"
          action={
            onInvite && (
              <SectionActionButton icon={IconMailForward} size="xs" onClick={onInvite}>
                Invite Member
              </SectionActionButton>
            )
          }
        >
          Invite someone by e-mail and they show here until they join.
        </EmptyState>
      )}
      {invites.data?.map((invite) => (
        <Paper key={invite.id} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
              <IconMail size={18} aria-hidden />
              <Text size="sm" truncate>
                {invite.invitedEmail}
              </Text>
            </Group>
            <Group gap="xs" justify="flex-end" ml="auto">
              <Badge variant="light" color="yellow" tt="none">
                {invite.status}
              </Badge>
              <Text size="xs" c="dimmed" visibleFrom="xs">
                expires {dateFormat.format(new Date(invite.expiresAt))}
              </Text>
              {invite.link && (
                <CopyButton
                  value={invite.link}
                  label={`Copy the invite link for ${invite.invitedEmail}`}
                  onCopied={() => toast('Invite link copied!', `Send it to ${invite.invitedEmail}.`)}
                  onFailed={() => toastError('Could not copy', `Copy the link by hand: ${invite.link}`)}
                />
              )}
              {invite.canCancel && (
                <Button
                  size="xs"
                  mih={TAP_HEIGHT}
                  variant="light"
                  leftSection={<IconSend size={14} aria-hidden />}
                  loading={resend.isPending && resend.variables === invite.id}
                  disabled={resend.isPending && resend.variables !== invite.id}
                  onClick={() => resend.mutate(invite.id, { onSuccess: resent })}
                  aria-label={`Resend the invite to ${invite.invitedEmail}`}
                >
                  Resend
                </Button>
              )}
              {invite.canCancel && (
                <Button
                  size="xs"
                  mih={TAP_HEIGHT}
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => setCancelling(invite)}
                  aria-label={`Cancel the invite to ${invite.invitedEmail}`}
                >
                  Cancel
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      <Modal opened={cancelling !== null} onClose={close} title="Cancel this invite?" centered>
        <Stack>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {cancelling?.invitedEmail} will no longer be able to join with it: their link will say the
            invitation was withdrawn.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              Keep invite
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancelling &&
                cancel.mutate(cancelling.id, {
                  onSuccess: () => {
                    toast('Invite cancelled', `The invite to ${cancelling.invitedEmail} was withdrawn.`);
                    close();
                  },
                })
              }
            >
              Cancel invite
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
