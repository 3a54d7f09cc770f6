import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type AuthErrorCode, authErrorMessages } from '#common/errors';
import { userQueryOptions } from '../../lib/auth';
import { toast, toastError } from '../../lib/toast';

/** Turns the sign-in callbacks' `?authError=` / `?googleAuth=success` into toasts and a clean URL. */
export function AuthRedirectHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authError = params.get('authError');
  const success = params.get('googleAuth') === 'success' || params.get('facebookAuth') === 'success';

  useEffect(() => {
    if (!authError && !success) return;
    if (authError) {
      const message = authErrorMessages[authError as AuthErrorCode] ?? 'Sign-in failed. Please try again.';
      toastError('Sign-in failed', message);
    } else {
      void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      toast('Signed in', 'Welcome to GiftLens!');
    }
    const rest = new URLSearchParams(params);
    for (const key of ['authError', 'googleAuth', 'facebookAuth']) rest.delete(key);
    const search = rest.toString();
    navigate({ pathname: '/', search: search ? `?${search}` : '' }, { replace: true });
  }, [authError, success, params, navigate, queryClient]);

  return null;
}
