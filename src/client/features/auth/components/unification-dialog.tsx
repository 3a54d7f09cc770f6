import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type LinkableProvider, PROVIDER_LABELS, type Provider } from '#common/auth';
import { authApi } from '#common/endpoints/auth';
import { ProviderIcon, ProviderSignInButton } from '../../../components/provider-icon';
import { userQueryOptions } from '../../../lib/auth';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { toast } from '../../../lib/toast';

const plus = (email: string, provider: string) => email.replace(/@(?=[^@]*$)/, `+${provider}@`);
const list = (providers: Provider[]) => providers.map((p) => PROVIDER_LABELS[p]).join(' or ');

/**
 * After `?requiresUnification=true`: someone signed in with a provider whose e-mail belongs
 * to an existing account. Unify only after they sign in to that account (never on the
 * e-mail alone); or keep a separate account, its e-mail marked +provider.
 */
export default function UnificationDialog({
  provider,
  onClose,
}: {
  provider: LinkableProvider;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const pending = useQuery({ ...endpointQuery(authApi.pendingLink), staleTime: 0 });
  const [verifyWith, setVerifyWith] = useState<Provider[] | null>(null);

  const signedInAgain = async () => {
    await queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    queryClient.removeQueries({ predicate: (q) => !String(q.queryKey[0]).startsWith('/api/auth/') });
  };
  const unify = useMutation({
    mutationFn: () => callEndpoint(authApi.unifyAccount, { body: { provider, unify: true } }),
    meta: {
      errorToast: {
        title: 'Unification failed',
        message: 'There was an error connecting your accounts. Please try again.',
      },
    },
    onSuccess: async (result) => {
      if (result.status === 'verify') return setVerifyWith(result.verifyWith);
      await signedInAgain();
      toast('Accounts unified successfully', `You can now sign in with ${PROVIDER_LABELS[provider]} too.`);
      onClose();
    },
  });
  const separate = useMutation({
    mutationFn: () => callEndpoint(authApi.unifyAccount, { body: { provider, unify: false } }),
    meta: {
      errorToast: {
        title: 'Account creation failed',
        message: 'There was an error creating your separate account. Please try again.',
      },
    },
    onSuccess: async () => {
      await signedInAgain();
      toast(
        'Separate account created',
        `You are signed in to a new account with ${PROVIDER_LABELS[provider]}.`,
      );
      onClose();
    },
  });
  // Local mode: the demo sign-in proves the demo account, then the same request links.
  const demo = useMutation({
    mutationFn: (email: string) => callEndpoint(authApi.devLogin, { body: { email } }),
    meta: { errorToast: { title: 'Unification failed' } },
    onSuccess: () => unify.mutate(),
  });

  const busy = unify.isPending || separate.isPending || demo.isPending;
  const data = pending.data;
  const name = PROVIDER_LABELS[provider];

  return (
    <Modal opened onClose={onClose} title="Connect your accounts?" centered>
      {pending.isLoading && <Loader aria-label="Loading your sign-in" />}
      {pending.error && (
        <Stack gap="sm">
          <Alert color="yellow">This sign-in is no longer waiting: please sign in again.</Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
      {data && !verifyWith && (
        <Stack gap="sm">
          <Text size="sm">
            You signed in with {name} as <b>{data.email}</b>. GiftLens already has an account with this
            e-mail, which signs in with {list(data.existingProviders)}.
          </Text>
          <Text size="sm">
            <b>Unify</b> adds {name} to that account. To keep your family's data safe, you first sign in to it
            with {list(data.verifyWith.length > 0 ? data.verifyWith : data.existingProviders)} to show it is
            yours.
          </Text>
          <Text size="sm">
            <b>Keep separate</b> creates a new account for your {name} sign-in, as{' '}
            {plus(data.email, provider)}.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => separate.mutate()}
              loading={separate.isPending}
              disabled={busy}
            >
              Keep separate
            </Button>
            <Button
              onClick={() => unify.mutate()}
              loading={unify.isPending}
              disabled={busy || data.verifyWith.length === 0}
            >
              Unify accounts
            </Button>
          </Group>
        </Stack>
      )}
      {data && verifyWith && (
        <Stack gap="sm">
          <Text size="sm">
            Sign in to your existing account to finish. {name} is connected to it right after.
          </Text>
          <Stack gap="xs">
            {verifyWith.map((p) =>
              p === 'demo' ? (
                <Button
                  key={p}
                  variant="light"
                  leftSection={<ProviderIcon provider="demo" />}
                  loading={demo.isPending}
                  onClick={() => demo.mutate(data.email)}
                >
                  Continue as the demo user {data.email}
                </Button>
              ) : (
                <ProviderSignInButton key={p} provider={p} intent="unify">
                  Sign in with {PROVIDER_LABELS[p]}
                </ProviderSignInButton>
              ),
            )}
          </Stack>
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setVerifyWith(null)}>
              Back
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
