import { Button, Center, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { LoginButtons } from '../features/auth/components/login-buttons';
import { useJoinFamilyDialog } from '../features/families/components/join-family-provider';
import { pendingInvite } from '../features/families/pending-invite';
import { useAuth } from '../lib/auth';

/** `/join/{code}`: a visitor signs in first (the code waits in session storage); a member joins at once. */
export default function JoinPage() {
  const code = (useParams().inviteCode ?? '').toUpperCase();
  const { isLoading, isAuthenticated } = useAuth();
  const join = useJoinFamilyDialog();
  const navigate = useNavigate();

  useEffect(() => {
    if (isAuthenticated && code) join.open(code, { onClose: () => navigate('/') });
  }, [isAuthenticated, code, join, navigate]);

  if (isLoading) return <PageLoader />;
  return (
    <Center py={48} px="md">
      <Paper withBorder p="xl" maw={460} w="100%" radius="md">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            You're invited to a family on GiftLens
          </Title>
          <Text c="dimmed">Use this invite code to join and share gift ideas with your family.</Text>
          <Code fz="lg" px="md" py={6}>
            {code}
          </Code>
          {!isAuthenticated && (
            <>
              <LoginButtons afterDemoLogin="/" onBeforeSignIn={() => pendingInvite.save(code)} />
              <Button variant="subtle" onClick={() => navigate(`/?joinCode=${encodeURIComponent(code)}`)}>
                Enter Invite Code Manually
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
