import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LegalPage, LegalSection } from '../../components/legal-page';
import { DeletionStatus } from '../../features/account/components/deletion-status';
import { useAuth } from '../../lib/auth';
import { useSiteInfo } from '../../lib/site-info';

export default function DataDeletionPage() {
  const { user } = useAuth();
  const { supportEmail } = useSiteInfo();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim();
  const subject = encodeURIComponent('Data deletion request');
  const body = encodeURIComponent(
    `Please delete my GiftLens account and all data about me.\n\nAccount e-mail: ${user?.email ?? ''}\n`,
  );
  return (
    <LegalPage title="Data Deletion" updated="November 2026">
      {code && (
        <LegalSection title="Your request">
          <DeletionStatus code={code} />
        </LegalSection>
      )}
      {user && (
        <LegalSection title="Delete it yourself, now">
          <Text>
            You are signed in: on the Account page you can download your data and then delete your account at
            once, without waiting for anyone.
          </Text>
          <Group>
            <Button component={Link} to="/account">
              Go to Account Settings
            </Button>
          </Group>
        </LegalSection>
      )}
      <LegalSection title="If you signed in with Facebook">
        <List spacing={4}>
          <List.Item>
            Open Facebook and go to Settings &amp; Privacy → Settings → Apps and Websites.
          </List.Item>
          <List.Item>
            Find GiftLens and choose Remove. Facebook then tells GiftLens, which removes your Facebook sign-in
            and the picture it gave, or your whole account if Facebook was its only sign-in.
          </List.Item>
          <List.Item>
            Facebook shows you a confirmation code: open this page with it to see what was done.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="Everyone else">
        <Text>Send us a deletion request from the e-mail address of your account:</Text>
        <Group>
          <Button
            component="a"
            href={`mailto:${supportEmail}?subject=${subject}&body=${body}`}
            variant="light"
          >
            E-mail a deletion request
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          It goes to <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
        </Text>
      </LegalSection>
      <LegalSection title="What happens next">
        <Text>
          Deletion is permanent: your account, sign-in connections, settings, your profile in each family and
          everything recorded about it are removed. Families you own pass to the member who joined first;
          profiles you added for relatives stay with their family. E-mailed requests are processed within 30
          days, and we confirm by e-mail when it is done.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
