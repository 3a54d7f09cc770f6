import { Button } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconUserBolt, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Provider } from '#common/auth';

const ICONS: Record<Provider, TablerIcon> = {
  google: IconBrandGoogle,
  facebook: IconBrandFacebook,
  demo: IconUserBolt,
};

/** A sign-in provider's mark, decorative (its name is always written beside it). */
export function ProviderIcon({ provider, size = 18 }: { provider: Provider; size?: number }) {
  const Icon = ICONS[provider];
  return <Icon size={size} aria-hidden />;
}

/**
 * "Connect Google", "Sign in with Facebook": a plain link that starts the provider's sign-in for
 * `intent` (link it to this account, or prove the existing one before unifying).
 */
export function ProviderSignInButton({
  provider,
  intent,
  rightSection,
  children,
}: {
  provider: Exclude<Provider, 'demo'>;
  intent: 'link' | 'unify';
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button
      component="a"
      href={`/api/auth/${provider}?intent=${intent}`}
      variant="default"
      leftSection={<ProviderIcon provider={provider} />}
      rightSection={rightSection}
    >
      {children}
    </Button>
  );
}
