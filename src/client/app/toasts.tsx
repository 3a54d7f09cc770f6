import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../lib/toast';

/** Where toasts show (lib/toast.ts), with their animations; loaded by providers.tsx. */
export default function Toasts() {
  return <Notifications limit={1} autoClose={TOAST_DURATION_MS} position="bottom-right" />;
}
