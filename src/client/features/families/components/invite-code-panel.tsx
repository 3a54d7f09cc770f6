import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { Family } from '#common/families';
import { CopyButton } from '../../../components/copy-button';
import { toast, toastError } from '../../../lib/toast';
import { useGenerateInviteCode } from '../api/generate-invite-code';

export function InviteCodePanel({ family, canRegenerate }: { family: Family; canRegenerate: boolean }) {
  const generate = useGenerateInviteCode(family.id);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Invite code
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="md" px="sm" py={6} data-testid="invite-code">
          {family.inviteCode}
        </Code>
        <CopyButton
          value={family.inviteCode}
          label="Copy invite code"
          onCopied={() =>
            toast('Invite code copied!', `Share this code with family members to join ${family.name}`)
          }
          onFailed={() => toastError('Failed to copy', 'Please manually copy the invite code.')}
        />
        {canRegenerate && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={generate.isPending}
            onClick={() =>
              generate.mutate(undefined, {
                onSuccess: () => toast('New invite code generated!', 'The previous code no longer works.'),
              })
            }
          >
            Generate new
          </Button>
        )}
      </Group>
    </Stack>
  );
}
