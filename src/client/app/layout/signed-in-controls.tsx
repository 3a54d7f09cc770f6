import {
  Box,
  Burger,
  Button,
  type ButtonProps,
  CloseButton,
  Divider,
  Group,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { IconLogout, IconUsersPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import type { AuthUser } from '#common/auth';
import { ThemeSync } from '../../features/account/components/theme-sync';
import { TimeZoneSync } from '../../features/account/components/time-zone-sync';
import { FamilySwitcher, useFamilyDialogs } from '../../features/families/components/family-switcher';
import { OAuthStatusBadge } from '../../features/oauth/components/oauth-status-badge';
import { useCurrentFamily } from '../../lib/current-family';
import { trackAdLocation } from '../../lib/track-ad-link';
import classes from './header.module.css';
import { isCurrent, PHONE_SECTIONS, TRACK_AD_DIALOGS } from './nav-links';
import { greetingName, TRACK_AD_ICONS, UserMenu } from './user-menu';

// The header's More menu comes in this file too (header.tsx).
export { MoreMenu } from './more-menu';

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

/** The phone menu's pages, by group, and the track-ad dialogs with the other ads. */
function PhoneNav({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  const link = { onClick: onNavigate, mih: 44, style: { borderRadius: 'var(--mantine-radius-sm)' } };
  return (
    <Stack component="nav" aria-label="Mobile" gap="xs">
      {PHONE_SECTIONS.map((section) => {
        const labelId = `${PHONE_MENU_ID}-${section.group}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of links; a fieldset groups a form's fields
          <div key={section.group} role="group" aria-labelledby={labelId}>
            <Text id={labelId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={4}>
              {section.label}
            </Text>
            {section.items.map((item) => (
              <NavLink
                key={item.name}
                component={RouterNavLink}
                to={item.to}
                label={item.label}
                active={isCurrent(item, location.pathname)}
                {...link}
              />
            ))}
            {section.group === 'ads' &&
              TRACK_AD_DIALOGS.map((item) => (
                <NavLink
                  key={item.track}
                  component={Link}
                  to={trackAdLocation(location, item.track)}
                  label={item.label}
                  leftSection={TRACK_AD_ICONS[item.track]}
                  {...link}
                />
              ))}
          </div>
        );
      })}
    </Stack>
  );
}

/** "Join Family", for someone in no family yet: in the header bar, and in the phone menu. */
function JoinFamilyButton(props: Omit<ButtonProps, 'variant' | 'leftSection'> & { onClick: () => void }) {
  return (
    <Button variant="light" leftSection={<IconUsersPlus size={16} aria-hidden />} {...props}>
      Join Family
    </Button>
  );
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
  const familyDialogs = useFamilyDialogs();
  // Joining is what someone without a family is here for; once in one, it is a quiet option.
  const { families, isLoading } = useCurrentFamily();
  const inFamily = isLoading || families.length > 0;
  const join = () => {
    close();
    onJoinFamily();
  };

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
      {/* From 992 px the bar takes the room: joining is in the account menu and the welcome. */}
      {!inFamily && (
        <JoinFamilyButton onClick={onJoinFamily} visibleFrom="sm" hiddenFrom="md" style={{ flexShrink: 0 }} />
      )}
      <Box visibleFrom="md" style={{ flexShrink: 0 }}>
        <UserMenu user={user} inFamily={inFamily} onJoinFamily={onJoinFamily} />
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
        <Group justify="space-between" wrap="nowrap" mb="xs">
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
                familyDialogs.openSettings();
              },
              openCreate: () => {
                close();
                familyDialogs.openCreate();
              },
            }}
          />
          {!inFamily && <JoinFamilyButton onClick={join} className="tap-target" />}
          <PhoneNav onNavigate={close} />
          <Divider />
          {inFamily && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconUsersPlus size={16} aria-hidden />}
              onClick={join}
              className="tap-target"
            >
              Join another family
            </Button>
          )}
          <Button
            component="a"
            href="/api/auth/logout"
            variant="subtle"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            className="tap-target"
          >
            Logout
          </Button>
        </Stack>
      </div>
      {familyDialogs.dialogs}
    </>
  );
}
