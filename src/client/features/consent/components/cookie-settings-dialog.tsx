import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ConsentCategory, ConsentChoice } from '#common/consent';

const CATEGORIES: Array<{ key: ConsentCategory; label: string; description: string }> = [
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Counts of how GiftLens is used, so we can see what helps families and fix what does not.',
  },
  {
    key: 'personalization',
    label: 'Personalization',
    description:
      'GiftLens notes which categories, gift ideas and feed ads you look at inside GiftLens, to tailor ideas for your own profile. It never reads other sites.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description:
      'Banner ads from Google AdSense that keep GiftLens free. They are based on the page, not on you, and never appear on a child’s pages.',
  },
];

interface Props {
  opened: boolean;
  initial: ConsentChoice | null;
  saving: boolean;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/** Customize: essential always on, the three optional categories each a switch. */
export function CookieSettingsDialog({ opened, initial, saving, onSave, onClose }: Props) {
  const [choice, setChoice] = useState<ConsentChoice>(
    initial ?? { analytics: false, personalization: false, marketing: false },
  );
  useEffect(() => {
    if (opened) setChoice(initial ?? { analytics: false, personalization: false, marketing: false });
  }, [opened, initial]);

  return (
    <Modal opened={opened} onClose={onClose} title="Cookie settings" size="lg">
      <Stack gap="md">
        <Switch
          checked
          disabled
          label="Essential"
          description="Keep you signed in and remember this choice. Always on."
        />
        {CATEGORIES.map((c) => (
          <Switch
            key={c.key}
            checked={choice[c.key]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setChoice((prev) => ({ ...prev, [c.key]: checked }));
            }}
            label={c.label}
            description={c.description}
          />
        ))}
        <Text size="xs" c="dimmed">
          You can change this at any time from Cookie settings in the footer or on your account page.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => onSave(choice)}>
            Save choices
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
