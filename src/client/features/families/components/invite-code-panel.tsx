import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { Family } from '#common/families';
import { CopyButton } from '../../../components/copy-button';
import { toast, toastError } from '../../../lib/toast';
import { useGenerateInviteCode } from '../api/generate-invite-code';

/** Copies the family's invite code, and says so (or that it could not). */
export function CopyInviteCodeButton({ family }: { family: Pick<Family, 'name' | 'inviteCode'> }) {
  return (
    <CopyButton
      value={family.inviteCode}
      label="Copy invite code"
      onCopied={() =>
        toast('Invite code copied!', `Share this code with family members to join ${family.name}`)
      }
      onFailed={() => toastError('Failed to copy', 'Please manually copy the invite code.')}
    />
  );
}

export function InviteCodePanel({ family, canRegenerate }: { family: Family; canRegenerate: boolean }) {
  const generate = useGenerateInviteCode(family.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Invite code
      </Text>
      <Group gap="xs">
        <Code fz="md" px="sm" py={6} data-testid="invite-code" style={{ whiteSpace: 'nowrap' }}>
          {family.inviteCode}
        </Code>
        <CopyInviteCodeButton family={family} />
        {canRegenerate && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={generate.isPending}
            onClick={() => setConfirming(true)}
            disabled={confirming}
          >
            Generate new
          </Button>
        )}
      </Group>
      {confirming && (
        // Old links and codes stop working, so the owner confirms first.
        <Alert
          color="orange"
          title="Replace the invite code?"
          role="alertdialog"
          aria-label="Replace the invite code?"
        >
          <Text size="sm">
            Links and codes already shared stop working. People who have not joined yet will need the new
            code.
          </Text>
          <Group gap="xs" mt="sm">
            <Button
              size="xs"
              color="orange"
              loading={generate.isPending}
              onClick={() =>
                generate.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast('New invite code generated!', 'The previous code no longer works.');
                  },
                })
              }
            >
              Generate new code
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              Keep current code
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
