import { Button, Menu } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconChevronDown, IconLogin } from '@tabler/icons-react';

export function LoginMenu() {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          leftSection={<IconLogin size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Login
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href="/api/auth/google"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
        >
          Continue with Google
        </Menu.Item>
        <Menu.Item
          component="a"
          href="/api/auth/facebook"
          leftSection={<IconBrandFacebook size={16} aria-hidden />}
        >
          Continue with Facebook
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
