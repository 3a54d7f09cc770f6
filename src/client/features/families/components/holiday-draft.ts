import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HolidaySettings, HolidaySettingsInput } from '#common/occasions';
import { holidaySettingsQuery } from '../api/holiday-settings';

/** What the owner is choosing: saved with the rest of Family Settings by its one Save button. */
export interface HolidayDraft {
  country: string | null;
  timeZone: string;
  enabled: string[];
}

/** This browser's IANA time zone, or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * A family that never chose its country starts from this browser's time zone, the likeliest
 * right answer; one that did keeps its own.
 */
const draftOf = (saved: HolidaySettings): HolidayDraft => ({
  country: saved.country,
  timeZone: saved.country === null ? (browserTimeZone() ?? saved.timeZone) : saved.timeZone,
  enabled: saved.enabled,
});

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * The family's holidays as a draft: the saved settings, the owner's changes and, when another
 * country is chosen, that country's holidays (asked with `?country=` before anything is saved).
 * `change` is the request body once something differs from what is saved.
 */
export function useHolidayDraft(familyId: number) {
  const saved = useQuery(holidaySettingsQuery(familyId));
  const [edited, setEdited] = useState<HolidayDraft | null>(null);
  const draft = edited ?? (saved.data ? draftOf(saved.data) : null);
  const previewing = Boolean(saved.data && draft?.country && draft.country !== saved.data.country);
  const preview = useQuery({ ...holidaySettingsQuery(familyId, draft?.country), enabled: previewing });
  const available = previewing ? preview.data?.available : saved.data?.available;

  let change: HolidaySettingsInput | null = null;
  if (saved.data && edited && available) {
    // Only holidays the chosen country offers: a previous country's own holidays go with it.
    const offered = new Set(available.map((h) => h.key));
    const body = {
      country: edited.country,
      timeZone: edited.timeZone,
      enabled: edited.enabled.filter((key) => offered.has(key)),
    };
    const differs =
      body.country !== saved.data.country ||
      body.timeZone !== saved.data.timeZone ||
      !sameKeys(body.enabled, saved.data.enabled);
    change = differs ? body : null;
  }

  return {
    saved,
    preview: previewing ? preview : null,
    draft,
    available,
    change,
    /** A country's holidays are still on their way: nothing can be saved against them yet. */
    waiting: previewing && !preview.data,
    edit: setEdited,
  };
}

export type HolidayDraftState = ReturnType<typeof useHolidayDraft>;
