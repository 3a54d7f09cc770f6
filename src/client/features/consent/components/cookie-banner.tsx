import { Anchor, Button, Group, getDefaultZIndex, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ACCEPT_ALL, CONSENT_TIMING, type ConsentChoice, ESSENTIAL_ONLY } from '#common/consent';
import { useConsent } from '../../../lib/consent';
import { COOKIE_SETTINGS_EVENT, stopListening, takePendingOpen } from '../../../lib/cookie-settings';
import { toast } from '../../../lib/toast';
import { choiceOf, useConsentSync, useDecideConsent } from '../api/consent';
import { CookieSettingsDialog } from './cookie-settings-dialog';

const CATEGORY_NAMES = { analytics: 'analytics', personalization: 'personalization', marketing: 'marketing' };

/** "Personalization is on; analytics and marketing are off.", or "Only essential cookies are used." */
function consentSummary(choice: ConsentChoice): string {
  const keys = Object.keys(CATEGORY_NAMES) as Array<keyof typeof CATEGORY_NAMES>;
  const on = keys.filter((key) => choice[key]).map((key) => CATEGORY_NAMES[key]);
  const off = keys.filter((key) => !choice[key]).map((key) => CATEGORY_NAMES[key]);
  const list = (names: string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (on.length === 0) return 'Only essential cookies are used.';
  if (off.length === 0) return `${sentence(list(on))} are on.`;
  return `${sentence(list(on))} ${on.length > 1 ? 'are' : 'is'} on; ${list(off)} ${off.length > 1 ? 'are' : 'is'} off.`;
}

/**
 * The cookie banner (decision 0018), for signed-in users: after 2 s, only when no choice is
 * recorded here or on the account. Any choice hides it. Cookie settings (footer, account page)
 * reopen the choice through COOKIE_SETTINGS_EVENT.
 */
/**
 * Above the page and its sticky header, below every dialog and its overlay: an open dialog's
 * buttons are never under the banner (it hid Join Family at 390 px), and the banner waits,
 * dimmed, until the dialog closes.
 */
export const BANNER_Z_INDEX = getDefaultZIndex('modal') - 50;

export function CookieBanner() {
  const { choice } = useConsent();
  const { settled } = useConsentSync();
  const decide = useDecideConsent();
  const [settingsOpen, settings] = useDisclosure(false);
  const [delayPassed, setDelayPassed] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const initial = useMemo(() => choice && choiceOf(choice), [choice]);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayPassed(true), CONSENT_TIMING.bannerDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    window.addEventListener(COOKIE_SETTINGS_EVENT, settings.open);
    // Cookie settings pressed before this part had loaded: open them now.
    if (takePendingOpen()) settings.open();
    return () => {
      stopListening();
      window.removeEventListener(COOKIE_SETTINGS_EVENT, settings.open);
    };
  }, [settings.open]);

  const choose = (next: ConsentChoice) => {
    setDismissed(true);
    settings.close();
    decide.mutate(next);
    // The choice applies on this device at once: say so (issue 36). A failure to reach the
    // account says so too ("Choice kept on this device").
    toast('Cookie choices saved', consentSummary(next));
  };

  const showBanner = settled && delayPassed && !choice && !dismissed && !settingsOpen;
  return (
    <>
      {showBanner && (
        <Paper
          component="section"
          aria-labelledby="cookie-banner-title"
          withBorder
          shadow="lg"
          radius="md"
          p="md"
          style={{
            position: 'fixed',
            insetInline: 'max(12px, calc((100vw - 680px) / 2))',
            bottom: 12,
            zIndex: BANNER_Z_INDEX,
          }}
        >
          <Title order={2} size="h5" id="cookie-banner-title">
            Cookies on GiftLens
          </Title>
          {/* The link is underlined: in the dark scheme its colour alone is too close to the text's. */}
          <Text size="sm" mt={6}>
            Essential cookies keep you signed in. With your permission, GiftLens also uses cookies for
            analytics, to tailor ideas from what you look at in GiftLens, and for banner ads that keep it
            free.{' '}
            <Anchor component={Link} to="/privacy" underline="always">
              Privacy policy
            </Anchor>
          </Text>
          <Group mt="sm" gap="xs">
            <Button size="sm" onClick={() => choose(ACCEPT_ALL)}>
              Accept all
            </Button>
            <Button size="sm" variant="default" onClick={() => choose(ESSENTIAL_ONLY)}>
              Essential only
            </Button>
            <Button size="sm" variant="subtle" onClick={settings.open}>
              Customize
            </Button>
          </Group>
        </Paper>
      )}
      <CookieSettingsDialog
        opened={settingsOpen}
        initial={initial}
        saving={decide.isPending}
        onSave={choose}
        onClose={settings.close}
      />
    </>
  );
}
