import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconUserBolt } from '@tabler/icons-react';
import { useAuthConfig } from '../../../lib/auth';

interface Props {
  /** Where the demo sign-in lands; provider sign-ins come back through their callbacks. */
  afterDemoLogin?: string;
  /** Runs before any sign-in starts, e.g. to keep an invite code for afterwards. */
  onBeforeSignIn?: () => void;
}

export function LoginButtons({ afterDemoLogin = '/', onBeforeSignIn }: Props) {
  const config = useAuthConfig();
  const demoAvailable = config?.demo ?? false;

  return (
    <Stack gap="sm" w="100%" maw={340}>
      {!config && (
        <Center role="status" aria-label="Loading the sign-in options">
          <Loader size="sm" />
        </Center>
      )}
      {config && !config.google && !config.facebook && !config.demo && (
        <Text size="sm" c="dimmed" ta="center">
          Sign-in is not set up on this server yet. Whoever runs it needs to configure Google or Facebook
          sign-in.
        </Text>
      )}
      {config?.google && (
        <Button
          component="a"
          href="/api/auth/google"
          onClick={onBeforeSignIn}
          size="md"
          variant="default"
          leftSection={<IconBrandGoogle size={20} aria-hidden />}
        >
          Continue with Google
        </Button>
      )}
      {config?.facebook && (
        <Button
          component="a"
          href="/api/auth/facebook"
          onClick={onBeforeSignIn}
          size="md"
          color="blue.8"
          leftSection={<IconBrandFacebook size={20} aria-hidden />}
        >
          Continue with Facebook
        </Button>
      )}
      {demoAvailable && (
        // A plain form: it signs in on the first tap, before any app code has run
        // (public/app-boot.js leaves data-app-native alone), and lands on `afterDemoLogin`.
        <form method="post" action="/api/auth/demo" onSubmit={onBeforeSignIn} data-app-native="">
          <input type="hidden" name="next" value={afterDemoLogin} />
          <Button
            type="submit"
            size="md"
            variant="light"
            fullWidth
            leftSection={<IconUserBolt size={20} aria-hidden />}
          >
            Continue as demo user
          </Button>
        </form>
      )}
      {demoAvailable && (
        <Text component="div" size="xs" c="dimmed" ta="center">
          Demo sign-in is available because this server runs in local mode. To try a family of two, open a
          private window and{' '}
          <form
            method="post"
            action="/api/auth/demo"
            onSubmit={onBeforeSignIn}
            data-app-native=""
            className="inline-form"
          >
            <input type="hidden" name="as" value="second" />
            <input type="hidden" name="next" value={afterDemoLogin} />
            <Anchor component="button" type="submit" size="xs">
              continue as a second demo user
            </Anchor>
          </form>
          .
        </Text>
      )}
    </Stack>
  );
}
