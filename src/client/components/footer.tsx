import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@giftlens.app';
export const HELLO_EMAIL = 'hello@giftlens.app';

export function Footer() {
  return (
    <Container component="footer" size="lg" py="lg">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} GiftLens
        </Text>
        <Group gap="md" component="nav" aria-label="Legal and contact">
          <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to="/terms" size="sm" c="dimmed">
            Terms of Service
          </Anchor>
          <Anchor component={Link} to="/data-deletion" size="sm" c="dimmed">
            Data Deletion
          </Anchor>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" c="dimmed">
            Support
          </Anchor>
          <Anchor href={`mailto:${HELLO_EMAIL}`} size="sm" c="dimmed">
            Contact
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
