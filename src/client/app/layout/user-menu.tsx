import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconPlus,
  IconSettings,
  IconUsersPlus,
  IconWand,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuthUser } from '#common/auth';
import type { PageName } from '#common/page-routes';
import { initials } from '../../lib/format';
import { useOwnPicture } from '../../lib/own-picture';
import { trackAdLocation } from '../../lib/track-ad-link';
import classes from './header.module.css';
import { PageItem } from './more-menu';
import { ACCOUNT_LINKS, isCurrent, TRACK_AD_DIALOGS } from './nav-links';

export function greetingName(user: AuthUser) {
  return user.firstName?.trim() || 'User';
}

/** The account's pages beside the menu's other items, which have icons too. */
const PAGE_ICONS: Partial<Record<PageName, ReactNode>> = { account: <IconSettings size={16} aria-hidden /> };

export const TRACK_AD_ICONS = {
  quick: <IconPlus size={16} aria-hidden />,
  insights: <IconWand size={16} aria-hidden />,
};

/**
 * The account menu: the account's pages, the track-ad dialogs, joining a family (a quiet option
 * once in one) and signing out. The header's bar and More menu hold the app's pages.
 */
export function UserMenu({
  user,
  inFamily,
  onJoinFamily,
}: {
  user: AuthUser;
  inFamily: boolean;
  onJoinFamily: () => void;
}) {
  const name = greetingName(user);
  const fullName = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  const location = useLocation();
  const picture = useOwnPicture();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${name}`}
          className={classes.link}
          style={{ display: 'flex', alignItems: 'center', gap: 4, padding: 4 }}
        >
          <Avatar src={picture} alt="" radius="xl" size={32} color="violet">
            {initials(`${user.firstName ?? ''} ${user.lastName ?? ''}`, user.email)}
          </Avatar>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="var(--mantine-color-text)" fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {fullName || user.email || name}
        </Menu.Label>
        {TRACK_AD_DIALOGS.map((item) => (
          <Menu.Item
            key={item.track}
            component={Link}
            to={trackAdLocation(location, item.track)}
            leftSection={TRACK_AD_ICONS[item.track]}
          >
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {ACCOUNT_LINKS.map((link) => (
          <PageItem
            key={link.name}
            item={link}
            current={isCurrent(link, location.pathname)}
            icon={PAGE_ICONS[link.name]}
          />
        ))}
        <Menu.Item leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={onJoinFamily}>
          {inFamily ? 'Join another family' : 'Join Family'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component="a"
          href="/api/auth/logout"
          // The theme's red for text, which reads on the menu in both schemes (red-6 does not).
          c="var(--mantine-color-error)"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
