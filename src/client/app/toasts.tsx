import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../lib/toast';

/**
 * Where toasts show (lib/toast.ts), with their animations; loaded by providers.tsx. On a phone
 * they come from the top: at the bottom they covered a dialog's own buttons (Add Member, Track
 * Ad), which sit at the bottom of a full-screen dialog.
 */
export default function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)', false);
  return (
    <Notifications limit={1} autoClose={TOAST_DURATION_MS} position={phone ? 'top-center' : 'bottom-right'} />
  );
}
