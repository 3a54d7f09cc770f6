import { Button } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconChevronDown,
  IconLogin,
  IconUserBolt,
} from '@tabler/icons-react';
import { useAuthConfig } from '../../lib/auth';
import classes from './header.module.css';

const MENU_ID = 'login-menu';

/**
 * The header's sign-in menu: only the providers this server has (`/api/auth/config`). It is
 * the browser's own popover, with links and a form inside, so it opens and signs in on the
 * first tap, before any app code has run (`data-app-native` tells public/app-boot.js to leave
 * it alone), and works the same once the app runs.
 */
export function LoginMenu() {
  const config = useAuthConfig();
  return (
    <>
      <Button
        className={classes.loginButton}
        popoverTarget={MENU_ID}
        data-app-native=""
        leftSection={<IconLogin size={16} aria-hidden />}
        rightSection={<IconChevronDown size={14} aria-hidden />}
      >
        Login
      </Button>
      <div id={MENU_ID} popover="auto" className={classes.loginMenu} data-login-menu="" data-app-native="">
        {config?.google && (
          <a className={classes.menuItem} href="/api/auth/google">
            <IconBrandGoogle size={16} aria-hidden />
            Continue with Google
          </a>
        )}
        {config?.facebook && (
          <a className={classes.menuItem} href="/api/auth/facebook">
            <IconBrandFacebook size={16} aria-hidden />
            Continue with Facebook
          </a>
        )}
        {config?.demo && (
          <form method="post" action="/api/auth/demo">
            <button type="submit" className={classes.menuItem}>
              <IconUserBolt size={16} aria-hidden />
              Continue as demo user
            </button>
          </form>
        )}
        {config && !config.google && !config.facebook && !config.demo && (
          <p className={classes.menuNote}>Sign-in is not set up on this server yet.</p>
        )}
      </div>
    </>
  );
}
