import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UserFamily } from '#common/families';
import type { FamilyMember, SendInviteResult } from '#common/members';
import { CopyButton } from '../../../components/copy-button';
import { FormButtons } from '../../../components/form-buttons';
import { useAuth } from '../../../lib/auth';
import { clearErrorToast, toast, toastError } from '../../../lib/toast';
import { useSendInvite } from '../api/invites';

const EMAIL = /^\S+@\S+\.\S+$/;

export interface InviteFieldErrors {
  fromEmail?: string;
  email?: string;
}

/** What is wrong with each field, in words shown under it; empty when the form can be sent. */
export function inviteFieldErrors(fromEmail: string, email: string): InviteFieldErrors {
  const errors: InviteFieldErrors = {};
  const from = fromEmail.trim();
  const to = email.trim();
  if (!from) errors.fromEmail = 'Enter your e-mail address';
  else if (!EMAIL.test(from)) errors.fromEmail = 'Enter a valid e-mail address, like name@example.com';
  if (!to) errors.email = "Enter the family member's e-mail address";
  else if (!EMAIL.test(to)) errors.email = 'Enter a valid e-mail address, like name@example.com';
  else if (to.toLowerCase() === from.toLowerCase())
    errors.email = "This is your own address: enter the family member's e-mail";
  return errors;
}

/** Why no e-mail went out, and what to do instead. */
export function demoNotice(result: SendInviteResult): string {
  const reason = (result.reason ?? 'The e-mail could not be sent').replace(/\.?$/, '.');
  const refused = !/not set up/i.test(reason);
  return `${reason}${refused ? ' The sender address may need verifying with the e-mail provider.' : ''} The invite is saved: share this link with ${result.invite.invitedEmail} instead.`;
}

export function InviteMemberDialog(props: {
  opened: boolean;
  onClose: () => void;
  family: UserFamily | null;
  /** Sent from this record (an adult without an account): joining, they take it over. */
  member?: FamilyMember;
}) {
  const { user } = useAuth();
  const send = useSendInvite();
  const { member } = props;
  const [fromEmail, setFromEmail] = useState(user?.email ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [demo, setDemo] = useState<SendInviteResult | null>(null);
  const [errors, setErrors] = useState<InviteFieldErrors>({});
  const { family } = props;
  /** A field was edited: its error goes, and the toast too once no field is wrong any more. */
  const edited = (field: keyof InviteFieldErrors) => {
    if (!errors[field]) return;
    const rest = { ...errors, [field]: undefined };
    setErrors(rest);
    if (!rest.fromEmail && !rest.email) clearErrorToast();
  };
  const link = family ? `${window.location.origin}/join/${family.inviteCode}` : '';

  const close = () => {
    setEmail('');
    setDemo(null);
    setErrors({});
    props.onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!family) {
      toastError('No family selected', 'Please select a family before sending invitations');
      return;
    }
    const problems = inviteFieldErrors(fromEmail, email);
    setErrors(problems);
    if (problems.fromEmail || problems.email) {
      toastError('Missing information', 'Please fill in all fields');
      return;
    }
    const inviterName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || fromEmail.trim();
    send.mutate(
      {
        email: email.trim(),
        fromEmail: fromEmail.trim(),
        inviterName,
        familyAccountId: family.id,
        memberId: member?.id ?? null,
      },
      {
        onSuccess: (result) => {
          if (result.demoMode) {
            setDemo(result);
            return;
          }
          toast('Invitation sent!', `We e-mailed ${email.trim()} a link to join ${family.name}.`);
          close();
        },
      },
    );
  };

  const copied = () =>
    toast('Invite code copied!', `Share this code with family members to join ${family?.name}`);
  const copyFailed = () => toastError('Failed to copy', 'Please manually copy the invite code.');

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={member ? `Invite ${member.name} to join` : 'Invite Member'}
      centered
    >
      <Stack>
        {member && (
          <Text size="sm">
            When {member.name} joins with a sign-in for this address, this profile becomes theirs, with
            everything the family has gathered: no second profile.
          </Text>
        )}
        {family && (
          <Group gap="xs">
            <Text size="sm">Family invite code:</Text>
            <Code fz="sm">{family.inviteCode}</Code>
            <CopyButton
              value={family.inviteCode}
              label="Copy invite code"
              onCopied={copied}
              onFailed={copyFailed}
            />
          </Group>
        )}
        {demo ? (
          <Alert color="yellow" title="⚠️ Email not sent">
            <Stack gap="xs">
              <Text size="sm">{demoNotice(demo)}</Text>
              <Group gap="xs" wrap="nowrap">
                <Code style={{ overflowWrap: 'anywhere' }}>{link}</Code>
                <CopyButton value={link} label="Copy invite link" onCopied={copied} onFailed={copyFailed} />
              </Group>
              <Button variant="light" onClick={close}>
                Done
              </Button>
            </Stack>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label="Your email"
                type="email"
                required
                value={fromEmail}
                error={errors.fromEmail}
                onChange={(e) => {
                  setFromEmail(e.currentTarget.value);
                  edited('fromEmail');
                }}
              />
              <TextInput
                label="Family member's email"
                type="email"
                required
                data-autofocus
                value={email}
                error={errors.email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  edited('email');
                }}
              />
              <FormButtons onCancel={close} busy={send.isPending} submit="Send Invitation" cancelWhileBusy />
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
