import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../../components/legal-page';
import { useSiteInfo } from '../../lib/site-info';

export default function PrivacyPolicyPage() {
  const { supportEmail } = useSiteInfo();
  const mail = <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>;
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <Text>
        GiftLens helps a family keep profiles of its members, note the ads each one sees, and turn that into
        gift ideas. This policy says what GiftLens keeps, what it never keeps, who else handles any of it, and
        what you can do about it. It describes the app as it works, not as it might.
      </Text>

      <LegalSection title="What we keep">
        <List spacing={4}>
          <List.Item>
            <b>Your account</b>: your name, e-mail address and picture as Google or Facebook sends them when
            you sign in, the id they give you, and whether Google says the address is verified. You can change
            your name and contact e-mail on the Account page.
          </List.Item>
          <List.Item>
            <b>Family profiles</b>: what you and your relatives enter about each member (name, relationship,
            age, interests, the questionnaire answers, photos, notes) and each member's privacy switches.
          </List.Item>
          <List.Item>
            <b>Tracked ads</b>: the ads you record for a member: what was advertised, category, platform,
            price range, advertiser, and the "why am I seeing this ad" reasons you copy in.
          </List.Item>
          <List.Item>
            <b>Summaries of your data exports</b>: when you import an Instagram or Facebook export, your
            browser opens the file on your device and sends only the parts GiftLens reads (such as ad topics
            and advertisers). We keep the summary of what was found, never the export itself.
          </List.Item>
          <List.Item>
            <b>Signals</b>: what GiftLens learns about a member's interests from the above (for example "likes
            hiking, from 3 tracked ads"), with where each came from. Signals fade with age; deleting a tracked
            ad or an import deletes what was learned from it.
          </List.Item>
          <List.Item>
            <b>Gift ideas and feed activity</b>: the ideas suggested for each member, which ones are being
            considered or were bought, and the likes and dislikes in the feed.
          </List.Item>
          <List.Item>
            <b>Ad impressions</b>: when banner ads are on and you have agreed to marketing cookies, which
            banner was shown where and for how long. Never about a child.
          </List.Item>
          <List.Item>
            <b>Browsing within GiftLens</b>: only if you accept personalisation cookies, which GiftLens pages
            and gift categories you look at, read from GiftLens's own cookies and storage, to improve
            suggestions.
          </List.Item>
          <List.Item>
            <b>Sign-in records</b>: the sessions that keep you signed in (when each started and was last
            used), the sign-in methods connected to your account and when they were added or removed.
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title="What we never keep">
        <List spacing={4}>
          <List.Item>
            The data-export files (zip, JSON or HTML) you import: only their summary and signals.
          </List.Item>
          <List.Item>
            Your Google or Facebook password, or access to post or read anything on those accounts.
          </List.Item>
          <List.Item>Browsing outside GiftLens: GiftLens can only see its own pages.</List.Item>
        </List>
      </LegalSection>

      <LegalSection title="Who sees it in your family">
        <Text>
          Only members of a family see that family's data, and each member decides with their privacy switches
          what relatives see of their own profile, their tracked ads and their gift ideas. In your account
          settings, "Profile visible to family" hides your profile details in every family, and "Show my
          activity" (off by default) decides whether relatives see which ads and gifts you recorded. Nobody
          sees whether the gifts meant for them were bought.
        </Text>
      </LegalSection>

      <LegalSection title="Who else handles data">
        <List spacing={4}>
          <List.Item>
            <b>Google and Facebook</b>, only to sign you in. GiftLens asks them for your name, e-mail address
            and picture, nothing more.
          </List.Item>
          <List.Item>
            <b>The AI provider</b> the operator of this GiftLens has set up (any OpenAI-compatible service),
            when you ask for AI gift ideas. It receives the minimum: a first name or relationship, an age
            band, the top interests, the budget and the occasion. Never an e-mail address, surname, photo,
            export content, or who has bought what. Without an AI provider, ideas come from GiftLens's own
            recommender and nothing leaves the server.
          </List.Item>
          <List.Item>
            <b>Google AdSense</b>, only if banner ads are enabled on this GiftLens and only after you accept
            marketing cookies. Banner ads are matched to a member's interests as words (contextual), never
            shown on a child's pages, and never use a child's profile.
          </List.Item>
          <List.Item>
            <b>The e-mail provider</b> the operator uses to send invitations and account notices, if e-mail is
            set up.
          </List.Item>
          <List.Item>
            <b>Retailers</b>, when you follow a gift link: some links earn GiftLens a commission; the retailer
            then applies its own privacy policy.
          </List.Item>
        </List>
        <Text>We do not sell personal data and do not share it for anyone else's advertising.</Text>
      </LegalSection>

      <LegalSection title="Children">
        <Text>
          A child's profile (under 13, or a Child without an age) is created and managed by the family owner
          and the relative who added it; only they can edit it or import data for it. GiftLens uses it for
          gift ideas and the family feed. It is never used to target banner ads, no ad impression or tracking
          data is kept about a child, and the AI provider receives only an age band and interests.
        </Text>
      </LegalSection>

      <LegalSection title="Cookies">
        <Text>
          One cookie keeps you signed in; short-lived ones (ten or fifteen minutes) protect a sign-in while
          you are at Google or Facebook; your theme is remembered in your browser. Cookies for analytics,
          personalisation or marketing are only used with your consent, which you can change at any time under
          Cookie settings (in the footer and on your account page). Your choice is kept in a cookie for a
          year, in your browser for 365 days, and with your account, with the date you made it.
        </Text>
        <Text>
          With personalisation, GiftLens notes which categories, searches and ideas you look at inside
          GiftLens (never on other sites) and adds them, lightly, to your own profile's interests; turning it
          off forgets them. With marketing, banner ads may load from Google; for each ad shown GiftLens keeps
          the page it was on, whether it was contextual, how long it was in view and whether your device was a
          phone, but no cookie values or device identifiers.
        </Text>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <Text>
          Your data stays while your account exists. A session ends after 14 days without use and after 30
          days in any case; invitations expire after 14 days; banner-ad impressions are deleted after 13
          months. When you delete your account everything about you is removed at once: your account,
          sign-ins, settings, your profile in each family and everything recorded about it. Families you own
          pass to the member who joined first, or are deleted when nobody else is in them. Profiles you added
          for relatives stay with their family.
        </Text>
      </LegalSection>

      <LegalSection title="Your rights">
        <Text>
          On the{' '}
          <Anchor component={Link} to="/account">
            Account page
          </Anchor>{' '}
          you can correct your details, download everything GiftLens holds about you as one file, and delete
          your account. The{' '}
          <Anchor component={Link} to="/data-deletion">
            Data Deletion
          </Anchor>{' '}
          page explains the other ways. For any question about your data, write to {mail}.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
