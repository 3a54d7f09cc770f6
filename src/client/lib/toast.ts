import { notifications } from '@mantine/notifications';

export const TOAST_DURATION_MS = 5000;
const ERROR_TOAST_ID = 'error-toast';

/** One toast at a time: a new one replaces whatever is showing. */
export function toast(title: string, message?: string, options: { destructive?: boolean } = {}) {
  notifications.clean();
  notifications.show({
    id: options.destructive ? ERROR_TOAST_ID : undefined,
    title,
    message: message ?? '',
    color: options.destructive ? 'red' : undefined,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}

export const toastError = (title: string, message?: string) => toast(title, message, { destructive: true });

/**
 * Closes an error toast that is still showing: called when what failed has since worked (a
 * later change saved, a sign-in succeeded), so the screen never says both.
 */
export function clearErrorToast() {
  notifications.hide(ERROR_TOAST_ID);
}
