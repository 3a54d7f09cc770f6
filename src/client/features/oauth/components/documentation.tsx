import { Code, List, Stack, Table, Text, Title } from '@mantine/core';

const SETTINGS = [
  ['PUBLIC_URL', 'The address people open. Callback URLs are built from it; must be https in production.'],
  [
    'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET',
    'The OAuth client from Google Cloud Console (type "Web application").',
  ],
  ['GOOGLE_ISSUER', 'https://accounts.google.com unless you test against another OpenID Connect issuer.'],
  ['FACEBOOK_APP_ID, FACEBOOK_APP_SECRET', 'From Meta for Developers → your app → App settings → Basic.'],
  ['SESSION_SECRET', '32 or more random characters; signs the short sign-in cookies.'],
  ['ADMIN_EMAILS', 'Who may open this dashboard in production (a Google-verified address on their sign-in).'],
];

export function Documentation() {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h5">
          How sign-in works
        </Title>
        <List size="sm" spacing={4} type="ordered">
          <List.Item>
            <Code>/api/auth/google</Code> (or <Code>/facebook</Code>) sends the browser to the provider with a
            random state and a PKCE challenge, kept in a signed cookie for 10 minutes.
          </List.Item>
          <List.Item>
            The provider sends the browser back to the callback URL with a code; GiftLens checks the state,
            exchanges the code (with the client secret and PKCE verifier) and reads the profile.
          </List.Item>
          <List.Item>
            The person is found by the provider's id, never by e-mail. A new sign-in whose e-mail belongs to
            another account is asked to prove that account before the two are connected.
          </List.Item>
          <List.Item>A new session starts; failures come back as a short code the app explains.</List.Item>
        </List>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          Settings
        </Title>
        {/* No sideways scroll box (one with nothing to focus in it cannot be scrolled from the
            keyboard): on a phone the meanings wrap, an address in them too. */}
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Setting</Table.Th>
              <Table.Th>Meaning</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SETTINGS.map(([name, meaning]) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Code>{name}</Code>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{meaning}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          What the checks mean
        </Title>
        <Text size="sm">
          Network checks (Google discovery, the redirect URI, Facebook's app credentials) run side by side and
          give up after a few seconds. A failed check of critical severity makes the whole picture critical;
          any other failure or warning shows as issues. Secrets are only ever reported as set or missing.
        </Text>
      </Stack>
    </Stack>
  );
}
