import { Avatar, type MantineSize } from '@mantine/core';
import type { FamilyMember } from '#common/members';
import { memberColor, memberIcon } from './member-icons';

type AvatarMember = Pick<FamilyMember, 'name' | 'icon' | 'color' | 'profileImage'>;

/** The member's photo, or their icon on their colour (the "emoji avatar"). */
export function MemberAvatar({ member, size = 48 }: { member: AvatarMember; size?: MantineSize | number }) {
  const Icon = memberIcon(member.icon);
  if (member.profileImage) {
    return <Avatar src={member.profileImage} alt={member.name} size={size} radius={1000} />;
  }
  return (
    <Avatar
      size={size}
      radius={1000}
      styles={{ placeholder: { background: memberColor(member.color), color: 'white' } }}
    >
      <Icon size="60%" aria-label={member.name} />
    </Avatar>
  );
}
