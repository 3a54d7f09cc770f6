import { Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../lib/auth';
import { lazyPart } from '../../lib/lazy-part';
import classes from './header.module.css';
import { LoginMenu } from './login-menu';
import { NAV_LINKS } from './nav-links';

/** Preloaded before a server-rendered page hydrates (app/server-rendered.ts). */
export const SignedInControls = lazyPart(() => import('./signed-in-controls'));

export function Header({ onJoinFamily }: { onJoinFamily: () => void }) {
  const { user, isLoading, offline } = useAuth();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap" className={classes.brand}>
            <Logo to={user ? '/dashboard' : '/'} />
            {user && (
              <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
                {NAV_LINKS.map((link) => (
                  <RouterNavLink key={link.to} to={link.to} className={classes.link}>
                    {link.label}
                  </RouterNavLink>
                ))}
              </Group>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {/* Offline is not signed out: no Login offered for a sign-in that could not be checked. */}
            {!isLoading && !user && !offline && <LoginMenu />}
            {user && (
              <Suspense fallback={null}>
                <SignedInControls user={user} onJoinFamily={onJoinFamily} />
              </Suspense>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
