import { Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../lib/auth';
import { lazyPart } from '../../lib/lazy-part';
import classes from './header.module.css';
import { LoginMenu } from './login-menu';
import { BAR_LINKS } from './nav-links';

const signedInHalf = () => import('./signed-in-controls');
// A Mantine menu: it comes with the signed-in half (one file) rather than with the app's start.
const MoreMenu = lazyPart(() => signedInHalf().then((half) => ({ default: half.MoreMenu })));

/** Preloaded before a server-rendered page hydrates (app/server-rendered.ts), the More menu with it. */
export const SignedInControls = lazyPart(() => MoreMenu.preload().then(signedInHalf));

export function Header({ onJoinFamily }: { onJoinFamily: () => void }) {
  const { user, isLoading, offline } = useAuth();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap" className={classes.brand}>
            <Logo to={user ? '/dashboard' : '/'} />
            {user && (
              <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
                {BAR_LINKS.map((link) => (
                  <RouterNavLink
                    key={link.name}
                    to={link.to}
                    className={classes.link}
                    data-wide={link.place === 'bar-wide' || undefined}
                  >
                    {link.label}
                  </RouterNavLink>
                ))}
                <Suspense fallback={null}>
                  <MoreMenu />
                </Suspense>
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
