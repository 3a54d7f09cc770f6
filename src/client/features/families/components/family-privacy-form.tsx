import { Button, Group, Stack, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FamilyPrivacySettings } from '#common/families';

export const FAMILY_PRIVACY_LABELS: Record<
  keyof FamilyPrivacySettings,
  { label: string; description: string }
> = {
  adsVisibleToAll: {
    label: 'Ads visible to all members',
    description: 'Everyone in the family can see tracked ads.',
  },
  giftsVisibleToAll: {
    label: 'Gift ideas visible to all members',
    description: 'Everyone can see gift ideas.',
  },
  personalInfoVisibleToAll: {
    label: 'Personal info visible to all members',
    description: 'Ages and e-mail addresses are shown to everyone, not only the owner.',
  },
  allowDataImports: {
    label: 'Allow data imports',
    description: 'Members may import Instagram and Facebook data.',
  },
  requireApprovalForGifts: {
    label: 'Require approval for gift purchases',
    description: 'A purchase marked by a member waits for the owner to approve it.',
  },
};

interface Props {
  value: FamilyPrivacySettings;
  editable: boolean;
  saving: boolean;
  onSave: (privacy: FamilyPrivacySettings) => void;
}

export function FamilyPrivacyForm({ value, editable, saving, onSave }: Props) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const keys = Object.keys(FAMILY_PRIVACY_LABELS) as (keyof FamilyPrivacySettings)[];

  return (
    <Stack gap="sm">
      {keys.map((key) => (
        <Switch
          key={key}
          label={FAMILY_PRIVACY_LABELS[key].label}
          description={FAMILY_PRIVACY_LABELS[key].description}
          checked={draft[key]}
          disabled={!editable}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setDraft((d) => ({ ...d, [key]: checked }));
          }}
        />
      ))}
      {editable && (
        <Group justify="flex-end">
          <Button onClick={() => onSave(draft)} loading={saving}>
            Save Settings
          </Button>
        </Group>
      )}
    </Stack>
  );
}
