import { Button, Menu } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconChevronDown,
  IconLogin,
  IconUserBolt,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useDemoLogin } from '../../features/auth/api/dev-login';
import { useAppReady } from '../../lib/app-ready';
import { useAuthConfig } from '../../lib/auth';

/** The header's sign-in menu: only the providers this server has (`/api/auth/config`). */
export function LoginMenu() {
  const config = useAuthConfig();
  const demo = useDemoLogin();
  const navigate = useNavigate();
  useAppReady('login-menu');
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          data-app-part="login-menu"
          leftSection={<IconLogin size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Login
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {config?.google && (
          <Menu.Item
            component="a"
            href="/api/auth/google"
            leftSection={<IconBrandGoogle size={16} aria-hidden />}
          >
            Continue with Google
          </Menu.Item>
        )}
        {config?.facebook && (
          <Menu.Item
            component="a"
            href="/api/auth/facebook"
            leftSection={<IconBrandFacebook size={16} aria-hidden />}
          >
            Continue with Facebook
          </Menu.Item>
        )}
        {config?.demo && (
          <Menu.Item
            leftSection={<IconUserBolt size={16} aria-hidden />}
            onClick={() => demo.mutate('first', { onSuccess: () => navigate('/') })}
          >
            Continue as demo user
          </Menu.Item>
        )}
        {config && !config.google && !config.facebook && !config.demo && (
          <Menu.Label>Sign-in is not set up on this server yet.</Menu.Label>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
