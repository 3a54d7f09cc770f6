import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { ProviderIcon } from '../../../components/provider-icon';
import { useAuthConfig } from '../../../lib/auth';

interface Props {
  /** Where the demo sign-in lands; provider sign-ins come back through their callbacks. */
  afterDemoLogin?: string;
  /** Runs before any sign-in starts, e.g. to keep an invite code for afterwards. */
  onBeforeSignIn?: () => void;
}

/**
 * Google in the page's plain look, Facebook in its own blue. (Named here: the first page does not
 * carry zod, which common/auth's labels come with.)
 */
const PROVIDERS = [
  { provider: 'google', label: 'Google', look: { variant: 'default' } },
  { provider: 'facebook', label: 'Facebook', look: { color: 'blue.8' } },
] as const;

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
      {PROVIDERS.filter(({ provider }) => config?.[provider]).map(({ provider, label, look }) => (
        <Button
          key={provider}
          component="a"
          href={`/api/auth/${provider}`}
          onClick={onBeforeSignIn}
          size="md"
          {...look}
          leftSection={<ProviderIcon provider={provider} size={20} />}
        >
          Continue with {label}
        </Button>
      ))}
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
            leftSection={<ProviderIcon provider="demo" size={20} />}
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
