import { type ReactNode, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { useAuth } from '../lib/auth';
import { useCurrentFamily } from '../lib/current-family';

import { lazyPart } from '../lib/lazy-part';

// Only a user without a family downloads the welcome (and its dialog), or one arriving at a
// server-rendered `/`, which may be the welcome (app/server-rendered.ts).
export const FamilyWelcome = lazyPart(() => import('../features/families/components/family-welcome'));

/** Pages that need a family show the welcome (create or join) in place to a user without one. */
export function RequireFamily({ children }: { children: ReactNode }) {
  const { isLoading: authLoading } = useAuth();
  const { currentFamily, families, isLoading } = useCurrentFamily();
  if (authLoading || isLoading) return <PageLoader />;
  if (!currentFamily) {
    // Families but none active yet: the provider is choosing the first one.
    if (families.length > 0) return <PageLoader label="Opening your family…" />;
    return (
      <Suspense fallback={<PageLoader />}>
        <FamilyWelcome />
      </Suspense>
    );
  }
  return <>{children}</>;
}
