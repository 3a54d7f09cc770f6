import { List, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../components/footer';
import { LegalPage, LegalSection } from '../../components/legal-page';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <Text>
        GiftLens helps families turn the ads they see into gift ideas. This policy explains what we keep, why,
        and the choices you have.
      </Text>
      <LegalSection title="What we collect">
        <List spacing={4}>
          <List.Item>
            Your name, e-mail address and profile picture from the sign-in provider you choose.
          </List.Item>
          <List.Item>
            The family profiles, tracked ads, imports and gift ideas you and your family add.
          </List.Item>
          <List.Item>
            A session cookie that keeps you signed in. We use no advertising cookies without consent.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="How we use it">
        <Text>
          Only to run GiftLens for your family: showing profiles to the members of your family as each
          member's privacy settings allow, and computing gift ideas. We do not sell personal data.
        </Text>
      </LegalSection>
      <LegalSection title="Children">
        <Text>
          Profiles of children are created and managed by their parents or guardians in the family. Their feed
          and ads are never personalised.
        </Text>
      </LegalSection>
      <LegalSection title="Your rights">
        <Text>
          You can see, correct, export and delete your data. See the Data Deletion page, or write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
