import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type AuthErrorCode, authErrorMessages } from '#common/errors';
import { userQueryOptions } from '../../lib/auth';
import { returnTo } from '../../lib/return-to';
import { toast, toastError } from '../../lib/toast';

// Only someone coming back from a sign-in that needs a decision loads the dialog.
const UnificationDialog = lazy(() => import('../../features/auth/components/unification-dialog'));

const HANDLED = [
  'authError',
  'googleAuth',
  'facebookAuth',
  'unified',
  'requiresUnification',
  'provider',
  'existingProviders',
];
const LABELS = { google: 'Google', facebook: 'Facebook' } as const;
type Linkable = keyof typeof LABELS;
const linkable = (value: string | null): value is Linkable => value === 'google' || value === 'facebook';

/**
 * Turns what the sign-in callbacks put in the URL into toasts (or the unification dialog),
 * then cleans the URL: `?authError=`, `?googleAuth=success`, `?unified=facebook`, and
 * `?requiresUnification=true&provider=…&existingProviders=…`.
 */
export function AuthRedirectHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [unifying, setUnifying] = useState<Linkable | null>(null);
  const authError = params.get('authError');
  const success = params.get('googleAuth') === 'success' || params.get('facebookAuth') === 'success';
  const unified = params.get('unified');
  const provider = params.get('provider');
  const asksUnification =
    params.get('requiresUnification') === 'true' &&
    linkable(provider) &&
    Boolean(params.get('existingProviders'));

  useEffect(() => {
    if (!authError && !success && !unified && !asksUnification) return;
    if (authError) {
      const message =
        (Object.hasOwn(authErrorMessages, authError)
          ? authErrorMessages[authError as AuthErrorCode]
          : undefined) ?? 'Sign-in failed. Please try again.';
      toastError('Sign-in failed', message);
    } else if (asksUnification && linkable(provider)) {
      setUnifying(provider);
    } else {
      void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      if (linkable(unified))
        toast('Accounts unified successfully', `You can now sign in with ${LABELS[unified]} too.`);
      else toast('Signed in', 'Welcome to GiftLens!');
    }
    // A page that asked for the sign-in (a shared ad at /track-ad) is where a success goes.
    const back = returnTo.take();
    if (success && back) return void navigate(back, { replace: true });
    const rest = new URLSearchParams(params);
    for (const key of HANDLED) rest.delete(key);
    const search = rest.toString();
    navigate({ pathname: '/', search: search ? `?${search}` : '' }, { replace: true });
  }, [authError, success, unified, asksUnification, provider, params, navigate, queryClient]);

  if (!unifying) return null;
  return (
    <Suspense fallback={null}>
      <UnificationDialog provider={unifying} onClose={() => setUnifying(null)} />
    </Suspense>
  );
}
