import { Box, Burger, Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUsersPlus } from '@tabler/icons-react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import type { AuthUser } from '#common/auth';
import { ThemeSync } from '../../features/account/components/theme-sync';
import { FamilyDialogs, FamilySwitcher } from '../../features/families/components/family-switcher';
import { OAuthStatusBadge } from '../../features/oauth/components/oauth-status-badge';
import { trackAdLocation } from '../../lib/track-ad-link';
import { NAV_LINKS, USER_MENU_DIALOGS, USER_MENU_LINKS } from './nav-links';
import { greetingName, UserMenu } from './user-menu';

/** The header's signed-in half, loaded only once someone is signed in. */
export default function SignedInControls({
  user,
  onJoinFamily,
}: {
  user: AuthUser;
  onJoinFamily: () => void;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The phone menu's family dialogs live outside it, so closing the menu does not close them.
  const [settingsOpened, settingsDialog] = useDisclosure(false);
  const [createOpened, createDialog] = useDisclosure(false);
  const location = useLocation();
  const { pathname } = location;

  return (
    <>
      <ThemeSync />
      <Box visibleFrom="md">
        <OAuthStatusBadge />
      </Box>
      <Box visibleFrom="sm">
        <FamilySwitcher />
      </Box>
      <Button
        variant="light"
        leftSection={<IconUsersPlus size={16} aria-hidden />}
        onClick={onJoinFamily}
        visibleFrom="sm"
      >
        Join Family
      </Button>
      <Box visibleFrom="md">
        <UserMenu user={user} onJoinFamily={onJoinFamily} />
      </Box>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="md"
        aria-label="Open menu"
        aria-expanded={opened}
        size="sm"
        className="tap-target"
      />

      <Drawer
        opened={opened}
        onClose={close}
        title={`Hi, ${greetingName(user)}`}
        hiddenFrom="md"
        size="xs"
        position="right"
      >
        <Stack gap="xs">
          <OAuthStatusBadge withLabel onNavigate={close} />
          <FamilySwitcher
            dialogs={{
              openSettings: () => {
                close();
                settingsDialog.open();
              },
              openCreate: () => {
                close();
                createDialog.open();
              },
            }}
          />
          <Box component="nav" aria-label="Mobile">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.label}
                component={RouterNavLink}
                to={link.to}
                label={link.label}
                active={pathname === link.to}
                onClick={close}
              />
            ))}
            {USER_MENU_DIALOGS.map((item) => (
              <NavLink
                key={item.label}
                component={Link}
                to={trackAdLocation(location, item.track)}
                label={item.label}
                onClick={close}
              />
            ))}
            {USER_MENU_LINKS.map((link) => (
              <NavLink
                key={link.label}
                component={RouterNavLink}
                to={link.to}
                label={link.label}
                active={pathname === link.to}
                onClick={close}
              />
            ))}
          </Box>
          <Divider />
          <Button
            variant="light"
            leftSection={<IconUsersPlus size={16} aria-hidden />}
            onClick={() => {
              close();
              onJoinFamily();
            }}
          >
            Join Family
          </Button>
          <Button
            component="a"
            href="/api/auth/logout"
            variant="subtle"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            Logout
          </Button>
        </Stack>
      </Drawer>
      <FamilyDialogs
        createOpened={createOpened}
        onCloseCreate={createDialog.close}
        settingsOpened={settingsOpened}
        onCloseSettings={settingsDialog.close}
      />
    </>
  );
}
