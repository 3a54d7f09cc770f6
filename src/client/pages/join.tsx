import { Button, Center, Code, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FamilyIllustration } from '../components/illustrations';
import { OfflineNotice } from '../components/offline-notice';
import { PageLoader } from '../components/page-loader';
import { LoginButtons } from '../features/auth/components/login-buttons';
import { inviteLookupQuery } from '../features/families/api/join-family';
import { useJoinFamilyDialog } from '../features/families/components/join-family-provider';
import { pendingInvite } from '../features/families/pending-invite';
import { ApiError } from '../lib/api';
import { useAuth } from '../lib/auth';

/**
 * `/join/{code}`: names the family and who invited them before anyone signs in; a visitor
 * signs in first (the code waits in session storage), a signed-in user joins at once.
 */
export default function JoinPage() {
  const code = (useParams().inviteCode ?? '').toUpperCase();
  const { isLoading, isAuthenticated, offline, retry } = useAuth();
  const join = useJoinFamilyDialog();
  const navigate = useNavigate();
  const invite = useQuery({ ...inviteLookupQuery(code), enabled: Boolean(code) && !isAuthenticated });

  useEffect(() => {
    if (isAuthenticated && code) join.open(code, { onClose: () => navigate('/') });
  }, [isAuthenticated, code, join, navigate]);

  if (isLoading) return <PageLoader />;
  // Without a connection the code cannot be checked: say so, not that it is invalid.
  const lookupOffline = invite.error instanceof ApiError && invite.error.code === 'network';
  if (offline || lookupOffline) {
    return (
      <OfflineNotice
        onRetry={() => {
          retry();
          void invite.refetch();
        }}
      />
    );
  }
  const family = invite.data;
  return (
    <Center py={48} px="md">
      <Paper withBorder p="xl" maw={460} w="100%" radius="lg">
        <Stack align="center" ta="center">
          <FamilyIllustration size={160} />
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {family ? `Join ${family.name} on GiftLens` : "You're invited to a family on GiftLens"}
          </Title>
          {invite.isLoading && <Skeleton h={20} w="80%" />}
          {family && (
            <Text style={{ overflowWrap: 'anywhere' }}>
              <strong>{family.ownerName}</strong> invited you to share gift ideas with {family.name}.
            </Text>
          )}
          {invite.isError && (
            <Text c="red.8">This invite code is not valid any more. Ask for a new link.</Text>
          )}
          <Text size="sm" c="dimmed">
            Invite code
          </Text>
          <Code fz="lg" px="md" py={6}>
            {code}
          </Code>
          {!isAuthenticated && (
            <>
              <LoginButtons afterDemoLogin="/" onBeforeSignIn={() => pendingInvite.save(code)} />
              <Button
                variant="subtle"
                onClick={() => {
                  // Kept for after sign-in, and the dialog says that joining needs an account.
                  pendingInvite.save(code);
                  join.open(code);
                }}
              >
                Enter Invite Code Manually
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
