import { Button, List, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../components/footer';
import { LegalPage, LegalSection } from '../../components/legal-page';
import { useAuth } from '../../lib/auth';

export default function DataDeletionPage() {
  const { user } = useAuth();
  const subject = encodeURIComponent('Data deletion request');
  const body = encodeURIComponent(
    `Please delete my GiftLens account and all data about me.\n\nAccount e-mail: ${user?.email ?? ''}\n`,
  );
  return (
    <LegalPage title="Data Deletion" updated="November 2026">
      <LegalSection title="If you signed in with Facebook">
        <List spacing={4}>
          <List.Item>
            Open Facebook and go to Settings &amp; Privacy → Settings → Apps and Websites.
          </List.Item>
          <List.Item>Find GiftLens and choose Remove. Facebook then tells us to delete your data.</List.Item>
        </List>
      </LegalSection>
      <LegalSection title="Everyone else">
        <Text>Send us a deletion request from the e-mail address of your account:</Text>
        <div>
          <Button
            component="a"
            href={`mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${body}`}
            variant="light"
          >
            E-mail a deletion request
          </Button>
        </div>
      </LegalSection>
      <LegalSection title="What happens next">
        <Text>
          Deletion is permanent: your account, sign-in connections, the profiles you own and the data about
          them are removed. We process requests within 30 days and confirm by e-mail when it is done.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
