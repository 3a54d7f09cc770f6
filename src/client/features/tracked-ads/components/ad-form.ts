import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentFamily } from '../../../lib/current-family';
import { memberAdCountsQuery } from '../api/tracked-ads';
import { useForgetUnknownMember } from './use-forget-unknown-member';

/** What every ad form asks (Quick Track, Insights, Edit), as the API's body: the category as a number. */
export const classifiedBody = (v: {
  categoryId: string | null;
  description: string;
  platform: string | null;
  priceRange: string | null;
}) => ({
  categoryId: v.categoryId ? Number(v.categoryId) : undefined,
  description: v.description,
  platform: v.platform,
  priceRange: v.priceRange,
});

/** The ad's title and link (Quick Track, Edit), empty ones as none. */
export const linkBody = (v: { title: string; url: string }) => ({
  title: v.title.trim() || null,
  url: v.url.trim() || null,
});

/** What the platform said about its targeting (Insights, Edit), empty texts as none. */
export const targetingBody = (v: {
  advertiser: string;
  targetingReasons: string[];
  additionalDetails: string;
}) => ({
  advertiser: v.advertiser.trim() || null,
  targetingReasons: v.targetingReasons,
  additionalDetails: v.additionalDetails.trim() || null,
});

/** A new ad (Quick Track, Insights): whose it is, and its photo, beside what every ad form asks. */
export const newAdBody = (
  v: Parameters<typeof classifiedBody>[0] & { familyMemberId: string | null; photo: string | null },
) => ({
  familyMemberId: v.familyMemberId ? Number(v.familyMemberId) : undefined,
  ...classifiedBody(v),
  photo: v.photo,
});

/**
 * The members a new ad can be for, with their counts, once there is a family; a member chosen
 * beforehand who is not among them is dropped.
 */
export function useTrackableMembers<V extends { familyMemberId: string | null }>(form: UseFormReturnType<V>) {
  const { currentFamily } = useCurrentFamily();
  const members = useQuery({ ...memberAdCountsQuery(), enabled: Boolean(currentFamily) });
  useForgetUnknownMember(form, members.data);
  return members;
}

/**
 * A screenshot read into the form: `fill` sets what it found, and each field so filled says it was
 * read from it (`readMark`, a field's description) until someone changes it.
 */
export function useScreenshotMarks<V>(form: UseFormReturnType<V>) {
  const [readFrom, setReadFrom] = useState<Partial<V>>({});
  const isRead = (field: keyof V) =>
    readFrom[field] !== undefined && JSON.stringify(readFrom[field]) === JSON.stringify(form.values[field]);
  const readMark = (field: keyof V) =>
    isRead(field) ? { description: 'Read from the screenshot: check it' } : {};
  const fill = (filled: Partial<V>) => {
    form.setValues(filled);
    setReadFrom(filled);
  };
  return { isRead, readMark, fill };
}
