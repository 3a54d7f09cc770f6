import {
  IconBabyBottle,
  IconBallFootball,
  IconBook,
  IconChefHat,
  IconCrown,
  IconHeart,
  IconMusic,
  IconPalette,
  IconPaw,
  IconPlane,
  IconStar,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';
import type { MEMBER_ICONS } from '#common/member-constants';

type MemberIconName = (typeof MEMBER_ICONS)[number];

/** The twelve avatar icons a member can pick, by their stored name. */
export const MEMBER_ICON_COMPONENTS: Record<MemberIconName, { icon: TablerIcon; label: string }> = {
  person: { icon: IconUser, label: 'Person' },
  heart: { icon: IconHeart, label: 'Heart' },
  star: { icon: IconStar, label: 'Star' },
  baby: { icon: IconBabyBottle, label: 'Baby' },
  crown: { icon: IconCrown, label: 'Crown' },
  music: { icon: IconMusic, label: 'Music' },
  book: { icon: IconBook, label: 'Book' },
  ball: { icon: IconBallFootball, label: 'Ball' },
  palette: { icon: IconPalette, label: 'Palette' },
  plane: { icon: IconPlane, label: 'Plane' },
  chef: { icon: IconChefHat, label: 'Chef' },
  paw: { icon: IconPaw, label: 'Paw' },
};

export function memberIcon(name: string): TablerIcon {
  return MEMBER_ICON_COMPONENTS[name as MemberIconName]?.icon ?? IconUser;
}

const COLOR_CLASSES: Record<string, string> = {
  purple: '#8B5CF6',
  amber: '#F59E0B',
  pink: '#EC4899',
  blue: '#3B82F6',
  emerald: '#10B981',
  green: '#22C55E',
};

/** Stored colours are hex, or one of the older colour class names (MEMBER_COLOR_CLASSES). */
export function memberColor(color: string): string {
  return COLOR_CLASSES[color] ?? (/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#8B5CF6');
}
