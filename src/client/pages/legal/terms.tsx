import { Text } from '@mantine/core';
import { HELLO_EMAIL } from '../../components/footer';
import { LegalPage, LegalSection } from '../../components/legal-page';

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="November 2026">
      <LegalSection title="Using GiftLens">
        <Text>
          GiftLens is free to get started. You may use it for your own family. Only add information about
          other people that they are happy for you to keep, and respect each member's privacy settings.
        </Text>
      </LegalSection>
      <LegalSection title="Gift links">
        <Text>
          Some gift ideas link to retailers. When you buy through such a link we may earn a commission; the
          price you pay is the same.
        </Text>
      </LegalSection>
      <LegalSection title="Your content">
        <Text>
          What you add stays yours. You give us the right to store and process it only to provide the service
          to you and your family.
        </Text>
      </LegalSection>
      <LegalSection title="Contact">
        <Text>
          Questions about these terms: <a href={`mailto:${HELLO_EMAIL}`}>{HELLO_EMAIL}</a>.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
