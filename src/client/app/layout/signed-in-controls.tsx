import { Box, Burger, Button, CloseButton, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUsersPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import type { AuthUser } from '#common/auth';
import { ThemeSync } from '../../features/account/components/theme-sync';
import { TimeZoneSync } from '../../features/account/components/time-zone-sync';
import { FamilyDialogs, FamilySwitcher } from '../../features/families/components/family-switcher';
import { OAuthStatusBadge } from '../../features/oauth/components/oauth-status-badge';
import { trackAdLocation } from '../../lib/track-ad-link';
import classes from './header.module.css';
import { NAV_LINKS, USER_MENU_DIALOGS, USER_MENU_LINKS } from './nav-links';
import { greetingName, UserMenu } from './user-menu';

const PHONE_MENU_ID = 'phone-menu';

/**
 * The phone menu is the browser's own popover: on a server-rendered page it opens on the first
 * tap, before any app code has run (the burger is `data-app-native`, so public/app-boot.js
 * leaves it alone, and keeps its aria-expanded true to the popover meanwhile). Its links work
 * as plain links until the app runs; its buttons start the app like any other.
 */
function usePhoneMenu() {
  const menu = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    setOpened(element.matches(':popover-open'));
    const onToggle = (event: Event) => setOpened((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);
  const close = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };
  return { menu, opened, close };
}

/** The header's signed-in half, loaded only once someone is signed in. */
export default function SignedInControls({
  user,
  onJoinFamily,
}: {
  user: AuthUser;
  onJoinFamily: () => void;
}) {
  const { menu, opened, close } = usePhoneMenu();
  // The phone menu's family dialogs live outside it, so closing the menu does not close them.
  const [settingsOpened, settingsDialog] = useDisclosure(false);
  const [createOpened, createDialog] = useDisclosure(false);
  const location = useLocation();
  const { pathname } = location;

  return (
    <>
      <ThemeSync />
      <TimeZoneSync userId={user.id} />
      <Box visibleFrom="md">
        <OAuthStatusBadge />
      </Box>
      {/* The family's name is what gives way when the header is full; the buttons keep their words. */}
      <Box visibleFrom="sm" miw={0}>
        <FamilySwitcher />
      </Box>
      <Button
        variant="light"
        leftSection={<IconUsersPlus size={16} aria-hidden />}
        onClick={onJoinFamily}
        visibleFrom="sm"
        style={{ flexShrink: 0 }}
      >
        Join Family
      </Button>
      <Box visibleFrom="md" style={{ flexShrink: 0 }}>
        <UserMenu user={user} onJoinFamily={onJoinFamily} />
      </Box>
      <Burger
        opened={opened}
        popoverTarget={PHONE_MENU_ID}
        data-app-native=""
        hiddenFrom="md"
        aria-label="Open menu"
        aria-expanded={opened}
        aria-controls={PHONE_MENU_ID}
        size="sm"
        className="tap-target"
      />

      <div
        ref={menu}
        id={PHONE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${PHONE_MENU_ID}-title`}
        className={classes.phoneMenu}
      >
        <Group justify="space-between" wrap="nowrap" mb="md">
          <Text id={`${PHONE_MENU_ID}-title`} fw={600} size="lg" truncate>
            {`Hi, ${greetingName(user)}`}
          </Text>
          <CloseButton
            popoverTarget={PHONE_MENU_ID}
            popoverTargetAction="hide"
            data-app-native=""
            aria-label="Close menu"
            className="tap-target"
          />
        </Group>
        <Stack gap="xs">
          <OAuthStatusBadge withLabel onNavigate={close} />
          <FamilySwitcher
            inPopover
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
      </div>
      <FamilyDialogs
        createOpened={createOpened}
        onCloseCreate={createDialog.close}
        settingsOpened={settingsOpened}
        onCloseSettings={settingsDialog.close}
      />
    </>
  );
}
