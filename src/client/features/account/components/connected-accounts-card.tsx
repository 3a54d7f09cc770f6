import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { type AuthProfile, PROVIDER_LABELS } from '#common/auth';
import { ProviderIcon, ProviderSignInButton } from '../../../components/provider-icon';
import { SectionCard } from '../../../components/section-card';
import { useAuthConfig } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useDisconnect } from '../api/account';

const ACTIONS: Record<AuthProfile['linkHistory'][number]['action'], string> = {
  linked: 'connected',
  unified: 'connected after confirming the existing account',
  separate: 'used to create this separate account',
  unlinked: 'disconnected',
  deauthorized: 'removed from Facebook',
};

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

const ONLY_SIGN_IN_NOTE = 'Your only way to sign in — connect another first.';

/** The sign-ins of the account: disconnect one (never the last), connect Google or Facebook. */
export function ConnectedAccountsCard({ profile }: { profile: AuthProfile }) {
  const config = useAuthConfig();
  const disconnect = useDisconnect();
  const linked = new Set(profile.providers.map((p) => p.provider));
  const connectable = (['google', 'facebook'] as const).filter((p) => !linked.has(p) && config?.[p]);
  // The last sign-in cannot go (the server refuses it too): its button is off and says why.
  const onlyOne = profile.providers.length <= 1;

  const remove = (id: number) => disconnect.mutate(id, { onSuccess: () => toast('Provider disconnected') });

  return (
    <SectionCard title="Connected Accounts">
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {profile.providers.map((p) => (
          <Paper key={p.id} component="li" withBorder radius="md" p="sm">
            {/* On a phone the button moves under the sign-in rather than cutting either of them. */}
            <Group justify="space-between" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
                <ThemeIcon
                  variant="light"
                  radius="xl"
                  size="lg"
                  color={p.provider === 'facebook' ? 'blue' : 'gray'}
                >
                  <ProviderIcon provider={p.provider} />
                </ThemeIcon>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{PROVIDER_LABELS[p.provider]}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {p.email ?? 'No e-mail shared'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Connected {shortDate(p.createdAt)}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => remove(p.id)}
                disabled={onlyOne}
                loading={disconnect.isPending && disconnect.variables === p.id}
                aria-label={`Disconnect ${PROVIDER_LABELS[p.provider]}`}
                aria-describedby={onlyOne ? `only-sign-in-${p.id}` : undefined}
                ml="auto"
                style={{ flexShrink: 0 }}
              >
                Disconnect
              </Button>
            </Group>
            {onlyOne && (
              <Text id={`only-sign-in-${p.id}`} size="xs" c="dimmed" ta="right" mt={4}>
                {ONLY_SIGN_IN_NOTE}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>

      {connectable.length > 0 && (
        <Group gap="sm">
          {connectable.map((p) => (
            <ProviderSignInButton
              key={p}
              provider={p}
              intent="link"
              rightSection={<IconLink size={14} aria-hidden />}
            >
              Connect {PROVIDER_LABELS[p]}
            </ProviderSignInButton>
          ))}
        </Group>
      )}
      {profile.linkHistory.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Recent changes
          </Text>
          {profile.linkHistory.slice(0, 5).map((h) => (
            <Group key={`${h.at}-${h.provider}-${h.action}`} gap="xs" wrap="nowrap">
              <Badge variant="light" color="gray" size="sm">
                {shortDate(h.at)}
              </Badge>
              <Text size="sm">
                {PROVIDER_LABELS[h.provider]} {ACTIONS[h.action]}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
