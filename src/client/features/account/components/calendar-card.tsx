import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../components/copy-button';
import { RetryAlert } from '../../../components/retry-alert';
import { SectionCard } from '../../../components/section-card';
import { toast, toastError } from '../../../lib/toast';
import { calendarQuery, useRotateCalendar } from '../api/calendar';

/**
 * Calendar feed: the private address of every occasion the user may see, to copy into a calendar
 * app or open in the device's own (webcal://). Anyone holding it sees the occasions, so it can be
 * reset: the old address stops working, which is asked first.
 */
export function CalendarCard() {
  const link = useQuery(calendarQuery());
  const rotate = useRotateCalendar();
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // The question takes the focus when it opens (its own Reset link is then disabled), and gives it
  // back when it closes, so a keyboard user is never left on nothing.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) resetButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const copy = async (url: string) => {
    if (await copyText(url)) toast('Link copied', 'Paste it into your calendar app to subscribe.');
    else toastError('Could not copy', 'Select the link and copy it yourself.');
  };

  const reset = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast('Calendar link reset', 'The old link stopped working. Subscribe again with the new one.');
      },
    });

  return (
    <SectionCard title="Calendar feed">
      <Text size="sm" c="dimmed">
        Birthdays, anniversaries and holidays of your families in your own calendar app. Anyone with this link
        sees your family's occasions; reset it if it was shared by mistake.
      </Text>
      {link.isLoading && <Skeleton h={72} role="status" aria-label="Loading calendar link" />}
      {link.error && (
        <RetryAlert title="Calendar link unavailable" onRetry={() => void link.refetch()}>
          {link.error.message}
        </RetryAlert>
      )}
      {link.data && (
        <Stack gap="sm">
          <TextInput
            label="Private calendar link"
            value={link.data.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group gap="xs">
            <Button
              variant="light"
              className="tap-target"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => void copy(link.data.url)}
            >
              Copy link
            </Button>
            <Button
              component="a"
              href={link.data.webcalUrl}
              variant="light"
              className="tap-target"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
            >
              Add to calendar
            </Button>
            <Button
              ref={resetButton}
              variant="subtle"
              color="red"
              className="tap-target"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
              disabled={confirming}
            >
              Reset link
            </Button>
          </Group>
          {confirming && (
            <Alert
              color="orange"
              title="Reset the calendar link?"
              role="alertdialog"
              aria-label="Reset the calendar link?"
            >
              <Text size="sm">
                The current link stops working at once: calendars subscribed to it stop updating until you add
                the new one.
              </Text>
              <Group gap="xs" mt="sm">
                <Button color="orange" className="tap-target" loading={rotate.isPending} onClick={reset}>
                  Reset link
                </Button>
                <Button
                  ref={keepButton}
                  variant="default"
                  className="tap-target"
                  onClick={() => setConfirming(false)}
                  disabled={rotate.isPending}
                >
                  Keep current link
                </Button>
              </Group>
            </Alert>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
