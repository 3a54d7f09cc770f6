import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PROVIDER_LABELS } from '#common/auth';
import { type LinkErrorCode, linkErrorMessages } from '#common/errors';
import { toast, toastError } from '../../../lib/toast';

/** Turns the callback's `?linked=facebook` / `?linkError=…` into a toast and a clean URL. */
export function LinkResult() {
  const [params, setParams] = useSearchParams();
  const linked = params.get('linked');
  const error = params.get('linkError');
  useEffect(() => {
    if (!linked && !error) return;
    if (error) {
      toastError(
        'Could not connect',
        (Object.hasOwn(linkErrorMessages, error) ? linkErrorMessages[error as LinkErrorCode] : undefined) ??
          'Connecting failed. Please try again.',
      );
    } else if (linked === 'google' || linked === 'facebook') {
      toast('Account connected', `You can now sign in with ${PROVIDER_LABELS[linked]} too.`);
    }
    setParams({}, { replace: true });
  }, [linked, error, setParams]);
  return null;
}
