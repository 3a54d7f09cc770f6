import { Avatar, type MantineSize } from '@mantine/core';
import type { FamilyMember } from '#common/members';
import { memberColor, memberIcon } from './member-icons';

type AvatarMember = Pick<FamilyMember, 'name' | 'icon' | 'color' | 'profileImage'>;

/**
 * The member's photo, or their icon on their colour (the "emoji avatar"). `decorative` when the
 * name is written beside it in the same control: the picture then says nothing twice.
 */
export function MemberAvatar({
  member,
  size = 48,
  decorative = false,
}: {
  member: AvatarMember;
  size?: MantineSize | number;
  decorative?: boolean;
}) {
  const Icon = memberIcon(member.icon);
  if (member.profileImage) {
    return <Avatar src={member.profileImage} alt={decorative ? '' : member.name} size={size} radius={1000} />;
  }
  return (
    <Avatar
      size={size}
      radius={1000}
      styles={{ placeholder: { background: memberColor(member.color), color: 'white' } }}
    >
      {decorative ? <Icon size="60%" aria-hidden /> : <Icon size="60%" aria-label={member.name} />}
    </Avatar>
  );
}
