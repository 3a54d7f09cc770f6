import { Box, Burger, Button, Container, Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUsersPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/api/get-user';
import classes from './header.module.css';
import { NAV_LINKS, USER_MENU_LINKS } from './nav-links';
import { greetingName, LoginMenu, UserMenu } from './user-menu';

interface Props {
  /** The family switcher, once the families feature provides it. */
  familySlot?: ReactNode;
  onJoinFamily: () => void;
}

export function Header({ familySlot, onJoinFamily }: Props) {
  const { user, isLoading } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Logo />
            {user && (
              <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
                {NAV_LINKS.map((link) => (
                  <RouterNavLink key={link.to} to={link.to} className={classes.link}>
                    {link.label}
                  </RouterNavLink>
                ))}
              </Group>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user && <Box visibleFrom="sm">{familySlot}</Box>}
            {user && (
              <Button
                variant="light"
                leftSection={<IconUsersPlus size={16} aria-hidden />}
                onClick={onJoinFamily}
                visibleFrom="sm"
              >
                Join Family
              </Button>
            )}
            {!isLoading && !user && <LoginMenu />}
            {user && (
              <Box visibleFrom="md">
                <UserMenu user={user} onJoinFamily={onJoinFamily} />
              </Box>
            )}
            {user && (
              <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Open menu" size="sm" />
            )}
          </Group>
        </Group>
      </Container>

      {user && (
        <Drawer
          opened={opened}
          onClose={close}
          title={`Hi, ${greetingName(user)}`}
          hiddenFrom="md"
          size="xs"
          position="right"
        >
          <Stack gap="xs">
            {familySlot}
            <Box component="nav" aria-label="Mobile">
              {[...NAV_LINKS, ...USER_MENU_LINKS].map((link) => (
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
      )}
    </Box>
  );
}
