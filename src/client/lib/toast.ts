import { notifications } from '@mantine/notifications';

export const TOAST_DURATION_MS = 5000;

/** One toast at a time: a new one replaces whatever is showing. */
export function toast(title: string, message?: string, options: { destructive?: boolean } = {}) {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: options.destructive ? 'red' : undefined,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}

export const toastError = (title: string, message?: string) => toast(title, message, { destructive: true });
