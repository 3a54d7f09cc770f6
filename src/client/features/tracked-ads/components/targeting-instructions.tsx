import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type Platform, platformByKey } from '#common/tracked-ads/constants';

/** Where each platform keeps its "Why am I seeing this ad?" panel (menus move; the gist holds). */
const STEPS: Partial<Record<Platform, string[]>> = {
  instagram: [
    'Tap the three dots (⋯) at the top right of the sponsored post or story.',
    'Choose "Why you\'re seeing this ad".',
    'Copy each reason shown, such as "Interests: Fashion".',
  ],
  facebook: [
    'Tap the three dots (⋯) at the top right of the sponsored post.',
    'Choose "Why am I seeing this ad?".',
    "Copy the reasons and the advertiser's name.",
  ],
  tiktok: [
    'Press and hold the ad, or tap the share arrow.',
    'Choose "Why this ad" (under the ⓘ or "Ad settings").',
    'Copy the reasons listed.',
  ],
  youtube: [
    'Tap the ⓘ or the three dots (⋮) on the ad.',
    'Open "My Ad Center" for that ad.',
    'Copy what it says the ad was based on.',
  ],
  twitter: [
    'Tap the three dots (⋯) on the promoted post.',
    'Choose "Why this ad?".',
    'Copy the targeting it lists, such as age or location.',
  ],
  google: [
    'Tap the three dots (⋮) or "Sponsored" next to the ad.',
    'Open "My Ad Center" or "About this ad".',
    'Copy the reasons and the advertiser shown.',
  ],
  amazon: [
    'Look for the "Sponsored" label or the AdChoices icon on the ad.',
    'Choose "Why am I seeing this ad?" where it is offered.',
    'Note the brand and what the ad suggests you looked at.',
  ],
  pinterest: [
    'Tap the three dots (⋯) on the promoted Pin.',
    'Choose "Why am I seeing this ad?".',
    'Copy the reasons listed.',
  ],
  snapchat: [
    'Press and hold the ad, or tap the ⓘ.',
    'Choose "Why am I seeing this ad?".',
    'Copy the reasons listed.',
  ],
  linkedin: [
    'Tap the three dots (⋯) on the promoted post.',
    'Choose "Why am I seeing this ad?".',
    'Copy the reasons, such as job title or company.',
  ],
};

/** How-to for the platform picked, or a general one before a platform is chosen. */
export function TargetingInstructions({ platform }: { platform: string | null }) {
  const known = platformByKey(platform);
  const steps = known ? STEPS[known.key] : undefined;
  return (
    <Alert
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={known ? `Finding the targeting info on ${known.label}` : 'Finding the targeting info'}
    >
      {steps ? (
        <List type="ordered" size="sm" spacing={2}>
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">
          Most platforms put a menu (⋯ or ⓘ) on each ad with "Why am I seeing this ad?". Open it and copy the
          reasons it gives. Pick the platform below for step-by-step help.
        </Text>
      )}
    </Alert>
  );
}
