import { Stack, Switch } from '@mantine/core';
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
  showClaimedToMember: {
    label: 'Tell members that a wish was claimed',
    description: 'Members see "someone is getting this" on their own wishlist, never who or how many.',
  },
};

interface Props {
  value: FamilyPrivacySettings;
  editable: boolean;
  onChange: (privacy: FamilyPrivacySettings) => void;
}

/** The family's privacy switches; saved with the rest of Family Settings by its one Save button. */
export function FamilyPrivacyForm({ value, editable, onChange }: Props) {
  const keys = Object.keys(FAMILY_PRIVACY_LABELS) as (keyof FamilyPrivacySettings)[];
  return (
    <Stack gap="sm">
      {keys.map((key) => (
        <Switch
          key={key}
          label={FAMILY_PRIVACY_LABELS[key].label}
          description={FAMILY_PRIVACY_LABELS[key].description}
          checked={value[key]}
          disabled={!editable}
          onChange={(e) => onChange({ ...value, [key]: e.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
