import { Accordion, Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import type { OAuthDiagnostics } from '#common/oauth-diagnostics';
import { CopyButton } from '../../../components/copy-button';

const CONSOLES = [
  {
    label: 'Google Cloud Console',
    href: 'https://console.cloud.google.com/apis/credentials',
    hint: 'APIs & Services → Credentials → your OAuth 2.0 client',
    icon: IconBrandGoogle,
  },
  {
    label: 'Meta for Developers',
    href: 'https://developers.facebook.com/apps/',
    hint: 'Your app → Facebook Login → Settings',
    icon: IconBrandFacebook,
  },
];

export const COMMON_ISSUES = [
  {
    title: 'Error 400 or 403: redirect_uri_mismatch',
    body: 'The provider does not know the address it is asked to send people back to. Copy the callback URL above into the console exactly: same scheme (https), host, port and path, no trailing slash. PUBLIC_URL must be the address people really use.',
  },
  {
    title: 'Connection failed',
    body: 'GiftLens could not reach Google or Facebook from the server: check outgoing HTTPS (firewall, proxy, DNS) and GOOGLE_ISSUER. The Diagnostics tab shows which check timed out.',
  },
  {
    title: 'Token expired or invalid_grant',
    body: 'The provider refused the sign-in code: it was used twice, took more than 10 minutes, or the server clock is off. Check the Server clock check, and the client secret.',
  },
  {
    title: 'Sign-in could not be verified (invalid_state)',
    body: 'The browser came back without its short sign-in cookie: open GiftLens at PUBLIC_URL (not another host name), use HTTPS in production, and do not start a sign-in in one tab and finish it in another browser.',
  },
];

function UrlRow({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      </Stack>
      <CopyButton value={value} label={`Copy ${label}`} />
    </Group>
  );
}

export function QuickActions({ diagnostics }: { diagnostics: OAuthDiagnostics | undefined }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CONSOLES.map(({ label, href, hint, icon: Icon }) => (
          <Paper key={label} withBorder p="md" radius="md">
            <Stack gap="xs">
              <Group gap="xs">
                <Icon size={20} aria-hidden />
                <Text fw={600}>{label}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
              <Group>
                <Button
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  size="xs"
                  rightSection={<IconExternalLink size={14} aria-hidden />}
                >
                  Open console
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h5">
          Test OAuth flow
        </Title>
        <Text size="sm" c="dimmed">
          Opens a real sign-in in a new tab: if it comes back signed in, the provider and GiftLens agree.
        </Text>
        <Group gap="sm">
          {(['google', 'facebook'] as const).map((p) => (
            <Button
              key={p}
              component="a"
              href={`/api/auth/${p}`}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
            >
              Test {p === 'google' ? 'Google' : 'Facebook'} sign-in
            </Button>
          ))}
        </Group>
      </Stack>

      {diagnostics && (
        <Stack gap="xs">
          <Title order={2} size="h5">
            Callback URLs and origin
          </Title>
          <UrlRow label="Google callback URL" value={diagnostics.callbackUrls.google} />
          <UrlRow label="Facebook callback URL" value={diagnostics.callbackUrls.facebook} />
          <UrlRow label="Authorized origin" value={diagnostics.origin} />
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={2} size="h5">
          Common issues
        </Title>
        <Accordion variant="separated">
          {COMMON_ISSUES.map((issue) => (
            <Accordion.Item key={issue.title} value={issue.title}>
              <Accordion.Control>{issue.title}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{issue.body}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Text size="xs" c="dimmed">
          Facebook's documentation:{' '}
          <Anchor
            href="https://developers.facebook.com/docs/facebook-login/web"
            target="_blank"
            rel="noopener noreferrer"
          >
            Facebook Login for the Web
          </Anchor>
          . Google's:{' '}
          <Anchor
            href="https://developers.google.com/identity/protocols/oauth2/web-server"
            target="_blank"
            rel="noopener noreferrer"
          >
            OAuth 2.0 for Web Server Applications
          </Anchor>
          .
        </Text>
      </Stack>
    </Stack>
  );
}
