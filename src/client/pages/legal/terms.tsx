import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../../components/legal-page';
import { useSiteInfo } from '../../lib/site-info';

export default function TermsPage() {
  const { contactEmail } = useSiteInfo();
  return (
    <LegalPage title="Terms of Service" updated="November 2026">
      <LegalSection title="Using GiftLens">
        <Text>
          GiftLens is free to get started and is meant for families: you may use it for your own family and
          the families you are invited to. You sign in with Google or Facebook; keep that account secure, as
          it is the key to yours.
        </Text>
      </LegalSection>
      <LegalSection title="What you add">
        <Text>
          Only add information about people who are happy for you to keep it, and respect each member's
          privacy settings. Profiles of children are for their parents or guardians to create and manage. What
          you add stays yours: you let GiftLens store and process it only to run the service for you and your
          family, as the{' '}
          <Anchor component={Link} to="/privacy-policy">
            Privacy Policy
          </Anchor>{' '}
          describes.
        </Text>
      </LegalSection>
      <LegalSection title="Gift ideas and links">
        <Text>
          Gift ideas, including AI-generated ones, are suggestions: they may not fit, and prices and
          availability are the retailer's. Some gift links are affiliate links: when you buy through one,
          GiftLens may earn a commission and the price you pay is the same. Purchases are between you and the
          retailer.
        </Text>
      </LegalSection>
      <LegalSection title="Ads">
        <Text>
          If banner ads are enabled on this GiftLens, they appear only with your consent to marketing cookies,
          are matched to interests rather than to you, and never appear on a child's pages.
        </Text>
      </LegalSection>
      <LegalSection title="Families and leaving">
        <Text>
          A family belongs to its owner, who manages its settings and members. You can leave by deleting your
          account on the Account page at any time; a family you own then passes to the member who joined
          first. We may suspend an account that is used to harm others or the service.
        </Text>
      </LegalSection>
      <LegalSection title="No warranty">
        <Text>
          GiftLens is provided as it is. We work to keep it available and your data safe, but cannot promise
          it will always be, and are not liable for indirect losses, as far as the law allows.
        </Text>
      </LegalSection>
      <LegalSection title="Changes and contact">
        <Text>
          If these terms change in a way that matters, we will say so in the app before it takes effect.
          Questions about these terms: <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
