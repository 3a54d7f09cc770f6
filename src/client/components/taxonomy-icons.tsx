import {
  IconBallFootball,
  IconBook,
  IconBrandAmazon,
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconDeviceLaptop,
  IconDots,
  IconHeartRateMonitor,
  IconHome,
  IconMusic,
  IconPalette,
  IconPaw,
  IconPlane,
  IconPuzzle,
  IconShirt,
  IconSparkles,
  IconTag,
  IconToolsKitchen2,
  type TablerIcon,
} from '@tabler/icons-react';
import type { Category } from '#common/taxonomy/categories';
import type { Platform } from '#common/tracked-ads/constants';

/** The taxonomy's icon names (src/common/taxonomy/categories.ts) as Tabler components. */
const CATEGORY_ICONS: Record<Category['icon'], TablerIcon> = {
  'device-laptop': IconDeviceLaptop,
  shirt: IconShirt,
  home: IconHome,
  sparkles: IconSparkles,
  'ball-football': IconBallFootball,
  book: IconBook,
  puzzle: IconPuzzle,
  'tools-kitchen-2': IconToolsKitchen2,
  plane: IconPlane,
  palette: IconPalette,
  'heart-rate-monitor': IconHeartRateMonitor,
  paw: IconPaw,
  music: IconMusic,
  tag: IconTag,
};

const PLATFORM_ICONS: Record<Platform, TablerIcon> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  tiktok: IconBrandTiktok,
  youtube: IconBrandYoutube,
  twitter: IconBrandX,
  google: IconBrandGoogle,
  amazon: IconBrandAmazon,
  pinterest: IconBrandPinterest,
  snapchat: IconBrandSnapchat,
  linkedin: IconBrandLinkedin,
  other: IconDots,
};

export const categoryIcon = (icon: string): TablerIcon => CATEGORY_ICONS[icon as Category['icon']] ?? IconTag;
export const platformIcon = (platform: string | null | undefined): TablerIcon =>
  PLATFORM_ICONS[platform as Platform] ?? IconDots;

/** A category's icon, decorative (its name is always written next to it). */
export function CategoryIcon({ icon, size = 16, color }: { icon: string; size?: number; color?: string }) {
  const Icon = categoryIcon(icon);
  return <Icon size={size} color={color} aria-hidden />;
}

export function PlatformIcon({
  platform,
  size = 16,
}: {
  platform: string | null | undefined;
  size?: number;
}) {
  const Icon = platformIcon(platform);
  return <Icon size={size} aria-hidden />;
}
