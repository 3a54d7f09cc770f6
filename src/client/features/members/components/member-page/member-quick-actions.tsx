import { IconDownload, IconGift, IconSparkles } from '@tabler/icons-react';
import type { FamilyMember } from '#common/members';
import { QuickActionsCard } from '../../../../components/quick-actions-card';

/** Next steps for a member: import their data, or get and see gift ideas. */
export function MemberQuickActions({ member }: { member: FamilyMember }) {
  return (
    <QuickActionsCard
      actions={[
        {
          to: `?import=social&importMember=${member.id}`,
          label: 'Import social media data',
          icon: IconDownload,
        },
        {
          to: `/gift-ideas?member=${member.id}&generate=1`,
          label: 'Generate AI gift ideas',
          icon: IconSparkles,
        },
        {
          to: `/gift-ideas?member=${member.id}`,
          label: 'View gift ideas',
          icon: IconGift,
          variant: 'subtle',
        },
      ]}
    />
  );
}
