import { Alert, Button, Chip, Fieldset, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { REMINDER_DAY_CHOICES } from '#common/occasions';
import { SectionCard } from '../../../components/section-card';
import { browserTimeZone, knownTimeZones, rememberTimeZoneChosen } from '../../../lib/time-zone';
import { toast } from '../../../lib/toast';
import { settingsQuery, useUpdateSettings } from '../api/account';
import classes from './reminders-card.module.css';

/** "1 day", "3 days", "1 week", "2 weeks", "30 days". */
export function reminderLabel(days: number): string {
  if (days >= 7 && days < 30 && days % 7 === 0) {
    const weeks = days / 7;
    return weeks === 1 ? '1 week' : `${weeks} weeks`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}

/** "3 weeks and 1 week before", "1 day before": the chosen lead times, longest first. */
function summary(days: readonly number[]): string {
  const labels = [...days].sort((a, b) => b - a).map(reminderLabel);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `E-mails go out ${list} before each occasion.`;
}

/**
 * Occasion reminders: how long before a birthday, anniversary or holiday the e-mails come, saved
 * the moment a chip is pressed (as the privacy switches are). They follow E-mail notifications:
 * with those off, nothing is sent, and the card says so.
 */
export function RemindersCard() {
  const settings = useQuery(settingsQuery());
  const update = useUpdateSettings();

  const choose = (values: string[]) => {
    const reminderDays = values.map(Number).sort((a, b) => b - a);
    update.mutate({ reminderDays }, { onSuccess: () => toast('Reminders updated') });
  };

  const zones = useMemo(knownTimeZones, []);
  const chooseTimeZone = (timeZone: string | null) => {
    if (!timeZone || timeZone === settings.data?.timeZone) return;
    update.mutate(
      { timeZone },
      {
        onSuccess: () => {
          rememberTimeZoneChosen();
          toast('Time zone saved', `Days are counted in ${timeZone} now.`);
        },
      },
    );
  };

  return (
    <SectionCard title="Occasion reminders">
      {settings.isLoading && <Skeleton h={120} role="status" aria-label="Loading reminders" />}
      {settings.error && <Alert color="red">{settings.error.message}</Alert>}
      {settings.data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Reminders go only to relatives, never to the person being celebrated, so a surprise stays a
            surprise.
          </Text>
          <Fieldset
            variant="unstyled"
            m={0}
            p={0}
            legend={
              <Text component="span" size="sm" fw={500}>
                Remind me before
              </Text>
            }
          >
            <Chip.Group multiple value={settings.data.reminderDays.map(String)} onChange={choose}>
              <Group gap={8} wrap="wrap">
                {REMINDER_DAY_CHOICES.map((days) => (
                  <Chip
                    key={days}
                    value={String(days)}
                    variant="outline"
                    classNames={{ label: classes.chip }}
                  >
                    {reminderLabel(days)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Fieldset>
          <Text size="sm" aria-live="polite">
            {settings.data.reminderDays.length === 0
              ? 'No reminder e-mails.'
              : summary(settings.data.reminderDays)}
          </Text>
          {!settings.data.emailNotifications && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconBellOff size={18} aria-hidden />}
              title="No reminders are sent"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  E-mail notifications are off, so GiftLens sends no reminders whatever is chosen here.
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  className="tap-target"
                  loading={update.isPending && update.variables?.emailNotifications === true}
                  onClick={() =>
                    update.mutate(
                      { emailNotifications: true },
                      { onSuccess: () => toast('E-mail notifications on') },
                    )
                  }
                >
                  Turn on e-mail notifications
                </Button>
              </Stack>
            </Alert>
          )}
          <Select
            label="Your time zone"
            description="Reminders and the days until each occasion are counted here."
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone by that name"
            data={zones}
            value={settings.data.timeZone ?? browserTimeZone() ?? 'UTC'}
            onChange={chooseTimeZone}
            maw={{ sm: 320 }}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
