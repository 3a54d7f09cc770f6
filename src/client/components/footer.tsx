import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth';
import { openCookieSettings } from '../lib/cookie-settings';
import { useSiteInfo } from '../lib/site-info';

export function Footer() {
  const { supportEmail, contactEmail } = useSiteInfo();
  const { isAuthenticated } = useAuth();
  return (
    <Container component="footer" size="lg" py="lg">
      <Group justify="space-between" gap="sm" className="site-footer">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} GiftLens
        </Text>
        <Group gap="md" component="nav" aria-label="Legal and contact" className="site-footer-links">
          <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed" className="tap-target">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to="/terms" size="sm" c="dimmed" className="tap-target">
            Terms of Service
          </Anchor>
          <Anchor component={Link} to="/data-deletion" size="sm" c="dimmed" className="tap-target">
            Data Deletion
          </Anchor>
          {isAuthenticated && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="dimmed"
              className="tap-target"
              onClick={openCookieSettings}
            >
              Cookie settings
            </Anchor>
          )}
          <Anchor href={`mailto:${supportEmail}`} size="sm" c="dimmed" className="tap-target">
            Support
          </Anchor>
          <Anchor href={`mailto:${contactEmail}`} size="sm" c="dimmed" className="tap-target">
            Contact
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
