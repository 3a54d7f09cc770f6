import { Alert, Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import type { ImportPlatform } from '#common/imports/files';

/** How to ask Meta for the export, per platform (JSON or HTML both work). */
export const REQUEST_STEPS: Record<ImportPlatform, string[]> = {
  instagram: [
    'In Instagram, open Settings → Accounts Center → Your information and permissions.',
    'Choose Download your information → Download or transfer information, and pick this account.',
    'Pick "Some of your information": Ads information, Your topics, Likes, Saved, Followers and following, Searches, Shopping.',
    'Choose Download to device, format JSON (HTML also works), date range All time, then Create files.',
    'When Meta e-mails you, download the .zip (one or several parts) and pick it below.',
  ],
  facebook: [
    'On Facebook, open Settings & privacy → Settings → Accounts Center → Your information and permissions.',
    'Choose Download your information → Download or transfer information, and pick your Facebook profile.',
    'Pick "Some of your information": Ads information, Your topics, Pages you liked and follow, Search history, Saved items.',
    'Choose Download to device, format JSON (HTML also works), date range All time, then Create files.',
    'When Meta e-mails you, download the .zip (one or several parts) and pick it below.',
  ],
};

export const FACEBOOK_CHECKS = [
  'I requested my Facebook information from Accounts Center',
  'I chose the JSON or HTML format',
  'I included Ads information and Your topics',
  'I downloaded every part of the export Meta sent',
  'I picked the member this data belongs to',
] as const;

/** The Facebook checklist's ticks, remembered for this user on this device. */
export function useFacebookChecklist(userId: number) {
  const [ticked, setTicked] = useLocalStorage<boolean[]>({
    key: `giftlens.import.facebook-guide.${userId}`,
    defaultValue: FACEBOOK_CHECKS.map(() => false),
    getInitialValueInEffect: false,
  });
  const toggle = (i: number, on: boolean) =>
    setTicked(FACEBOOK_CHECKS.map((_, j) => (j === i ? on : Boolean(ticked[j]))));
  return { ticked, toggle, all: FACEBOOK_CHECKS.every((_, i) => ticked[i]) };
}

/** The Facebook guide: five steps to tick; import is enabled only when all are ticked. */
export function FacebookGuide({ checklist }: { checklist: ReturnType<typeof useFacebookChecklist> }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="facebook-checklist">
        Before importing, tick each step
      </Text>
      {FACEBOOK_CHECKS.map((label, i) => (
        <Checkbox
          key={label}
          label={label}
          checked={Boolean(checklist.ticked[i])}
          onChange={(e) => checklist.toggle(i, e.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

export const INSTAGRAM_TRANSFER_STEPS = [
  'Open Accounts Center → Your information and permissions → Download your information.',
  'Choose "Transfer to destination" instead of "Download to device".',
  'Pick the information: Ads information, Your topics, Likes, Saved, Searches.',
  'Start the transfer and wait for Meta to say it is complete.',
  'Download the finished export and pick its .zip above.',
] as const;

/** The Instagram direct-transfer guide: five steps and Check for New Data once all are ticked. */
export function InstagramTransferGuide({ userId }: { userId: number }) {
  const [ticked, setTicked] = useLocalStorage<boolean[]>({
    key: `giftlens.import.instagram-transfer.${userId}`,
    defaultValue: INSTAGRAM_TRANSFER_STEPS.map(() => false),
    getInitialValueInEffect: false,
  });
  const all = INSTAGRAM_TRANSFER_STEPS.every((_, i) => ticked[i]);
  return (
    <Alert variant="light" title="Direct transfer (optional)">
      <Stack gap={6}>
        {INSTAGRAM_TRANSFER_STEPS.map((label, i) => (
          <Checkbox
            key={label}
            label={label}
            checked={Boolean(ticked[i])}
            onChange={(e) => {
              const next = INSTAGRAM_TRANSFER_STEPS.map((_, j) => Boolean(ticked[j]));
              next[i] = e.currentTarget.checked;
              setTicked(next);
            }}
          />
        ))}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          disabled={!all}
          onClick={() => window.location.reload()}
          w="fit-content"
        >
          Check for New Data
        </Button>
      </Stack>
    </Alert>
  );
}

export function RequestSteps({ platform }: { platform: ImportPlatform }) {
  return (
    <List type="ordered" size="sm" spacing={4}>
      {REQUEST_STEPS[platform].map((step) => (
        <List.Item key={step}>{step}</List.Item>
      ))}
    </List>
  );
}
