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

const ICONS: Record<MemberIconName, TablerIcon> = {
  person: IconUser,
  heart: IconHeart,
  star: IconStar,
  baby: IconBabyBottle,
  crown: IconCrown,
  music: IconMusic,
  book: IconBook,
  ball: IconBallFootball,
  palette: IconPalette,
  plane: IconPlane,
  chef: IconChefHat,
  paw: IconPaw,
};

/** The twelve avatar icons a member can pick, by their stored name, which (capitalised) labels them. */
export const MEMBER_ICON_COMPONENTS = Object.fromEntries(
  Object.entries(ICONS).map(([name, icon]) => [
    name,
    { icon, label: name.charAt(0).toUpperCase() + name.slice(1) },
  ]),
) as Record<MemberIconName, { icon: TablerIcon; label: string }>;

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
