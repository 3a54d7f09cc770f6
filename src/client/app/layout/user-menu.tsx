import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconPlus, IconUsersPlus, IconWand } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { AuthUser } from '#common/auth';
import { initials } from '../../lib/format';
import { useOwnPicture } from '../../lib/own-picture';
import { trackAdLocation } from '../../lib/track-ad-link';
import { USER_MENU_DIALOGS, USER_MENU_LINKS } from './nav-links';

export function greetingName(user: AuthUser) {
  return user.firstName?.trim() || 'User';
}

export function UserMenu({ user, onJoinFamily }: { user: AuthUser; onJoinFamily: () => void }) {
  const name = greetingName(user);
  const location = useLocation();
  const picture = useOwnPicture();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${name}`}
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <Avatar src={picture} alt="" radius="xl" size={32} color="violet">
            {initials(`${user.firstName ?? ''} ${user.lastName ?? ''}`, user.email)}
          </Avatar>
          <span style={{ whiteSpace: 'nowrap' }}>Hi, {name}</span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {USER_MENU_DIALOGS.map((item) => (
          <Menu.Item
            key={item.label}
            component={Link}
            to={trackAdLocation(location, item.track)}
            leftSection={
              item.track === 'quick' ? <IconPlus size={16} aria-hidden /> : <IconWand size={16} aria-hidden />
            }
          >
            {item.label}
          </Menu.Item>
        ))}
        {USER_MENU_LINKS.map((link) => (
          <Menu.Item key={link.label} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={onJoinFamily}>
          Join Family
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component="a"
          href="/api/auth/logout"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
