import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserSettings } from '#common/account';
import { accountApi } from '#common/endpoints/account';
import { callEndpoint } from '../../../lib/endpoint-client';
import { browserTimeZone, timeZoneWasChosen } from '../../../lib/time-zone';
import { settingsQuery } from '../api/account';

/** Users whose time zone this page load has already sent (or tried to): once per session. */
const sentFor = new Set<number>();

/**
 * Reminders reckon "today" in the user's time zone, which the browser knows best: once per
 * signed-in session, when the saved one differs from this browser's, it is saved quietly. No
 * toast either way, and a failure is simply left for the next session (a plain call, not a
 * mutation, so the app's mutation toasts never hear of it).
 */
export function TimeZoneSync({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(settingsQuery());
  const saved = data?.timeZone;
  const known = data !== undefined;
  useEffect(() => {
    // A time zone the person picked on the Account page is theirs: the browser's does not replace it.
    if (!known || sentFor.has(userId) || timeZoneWasChosen()) return;
    const timeZone = browserTimeZone();
    if (!timeZone || timeZone === saved) return;
    sentFor.add(userId);
    callEndpoint(accountApi.updateSettings, { body: { timeZone } })
      // Only the zone: a switch moved meanwhile keeps the value it shows.
      .then((settings) =>
        queryClient.setQueryData<UserSettings>(settingsQuery().queryKey, (current) =>
          current ? { ...current, timeZone: settings.timeZone } : settings,
        ),
      )
      .catch(() => {});
  }, [known, saved, userId, queryClient]);
  return null;
}

/** For tests: forget which users were synced in this page load. */
export const forgetTimeZoneSync = () => sentFor.clear();
