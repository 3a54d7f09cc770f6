import { Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { AD_LIMITS, QUICK_PLATFORMS } from '#common/tracked-ads/constants';
import { adFieldsFromSheet } from '#common/tracked-ads/from-sheet';
import { type CreateTrackedAdInput, createTrackedAdSchema } from '#common/tracked-ads/schemas';
import { FormButtons } from '../../../components/form-buttons';
import { validateWith } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useTrackAd } from '../api/tracked-ads';
import type { AdPrefill } from '../share-target';
import { CategorySelect, MemberSelect, NeedsFamily, PlatformGrid, PriceRangeSelect } from './ad-fields';
import { linkBody, newAdBody, useScreenshotMarks, useTrackableMembers } from './ad-form';
import { AdLearned, type SavedAd } from './ad-learned';
import { AdPhotoField } from './ad-photo-field';
import { type ReadScreenshot, ScreenshotReader } from './screenshot-reader';

export interface QuickValues {
  familyMemberId: string | null;
  platform: string | null;
  categoryId: string | null;
  priceRange: string | null;
  title: string;
  url: string;
  description: string;
  photo: string | null;
  /** What a read screenshot named: the advertiser and the reasons, saved with the ad. */
  advertiser: string;
  targetingReasons: string[];
}

/** The form as the API's body: ids as numbers, empty texts as none. */
export const quickBody = (v: QuickValues) => ({
  ...newAdBody(v),
  ...linkBody(v),
  ...(v.advertiser.trim() ? { advertiser: v.advertiser.trim() } : {}),
  ...(v.targetingReasons.length ? { targetingReasons: v.targetingReasons } : {}),
});

export interface TrackDialogProps {
  onClose: () => void;
  defaultMemberId?: number;
  prefill?: AdPrefill | null;
  /** A picture shared to GiftLens (the share target): read at once as a screenshot. */
  sharedImage?: File | null;
}

/** Noticed an ad? Member, platform, category, price, a photo and a few words: done. */
export function QuickTrackAdDialog({ onClose, defaultMemberId, prefill, sharedImage }: TrackDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const track = useTrackAd('quick');
  const form = useForm<QuickValues>({
    initialValues: {
      familyMemberId: defaultMemberId ? String(defaultMemberId) : null,
      platform: prefill?.platform ?? null,
      categoryId: null,
      priceRange: null,
      title: prefill?.title ?? '',
      url: prefill?.url ?? '',
      description: prefill?.description ?? '',
      photo: null,
      advertiser: '',
      targetingReasons: [],
    },
    validate: validateWith(createTrackedAdSchema, quickBody),
  });
  const members = useTrackableMembers(form);
  const v = form.values;
  const { isRead, readMark, fill } = useScreenshotMarks(form);
  const fillFromSheet = ({ sheet, photo }: ReadScreenshot) => {
    const fields = adFieldsFromSheet(sheet);
    const filled: Partial<QuickValues> = {
      photo,
      advertiser: fields.advertiser ?? '',
      targetingReasons: fields.targetingReasons,
      ...(fields.platform && QUICK_PLATFORMS.includes(fields.platform) ? { platform: fields.platform } : {}),
      ...(fields.category ? { categoryId: String(fields.category.id) } : {}),
      ...(v.description.trim() ? {} : { description: fields.description }),
    };
    fill(filled);
  };
  const ready = Boolean(v.familyMemberId && v.categoryId && v.description.trim());
  const busy = track.isPending;

  const [saved, setSaved] = useState<SavedAd | null>(null);
  const submit = form.onSubmit((values) => {
    const name = members.data?.find((m) => String(m.memberId) === values.familyMemberId)?.name;
    // The form's validation (the same schema) has made sure of member and category.
    track.mutate(quickBody(values) as CreateTrackedAdInput, {
      onSuccess: () => {
        toast('Ad tracked successfully!', name ? `Saved to ${name}'s ads.` : undefined);
        // What the ad taught shows before the dialog closes (issue 36).
        setSaved({
          memberId: Number(values.familyMemberId),
          name: name ?? 'the member',
          savedAt: Date.now(),
        });
      },
    });
  });
  const another = () => {
    const memberId = form.values.familyMemberId;
    form.reset();
    form.setFieldValue('familyMemberId', memberId);
    setSaved(null);
  };

  return (
    <Modal opened onClose={onClose} title="Quick Track Ad" size="lg" fullScreen={phone}>
      <NeedsFamily>
        {saved ? (
          <AdLearned saved={saved} onAnother={another} onDone={onClose} />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <ScreenshotReader onRead={fillFromSheet} disabled={busy} initial={sharedImage} />
              <MemberSelect
                members={members.data ?? []}
                disabled={members.isLoading || busy}
                placeholder={members.isLoading ? 'Loading…' : undefined}
                {...form.getInputProps('familyMemberId')}
              />
              <PlatformGrid platforms={QUICK_PLATFORMS} disabled={busy} {...form.getInputProps('platform')} />
              {isRead('targetingReasons') && (v.advertiser || v.targetingReasons.length > 0) && (
                <Text size="sm" c="dimmed">
                  Read from the screenshot:{' '}
                  {[v.advertiser, ...v.targetingReasons].filter(Boolean).join(' · ')}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <CategorySelect
                  disabled={busy}
                  {...form.getInputProps('categoryId')}
                  {...readMark('categoryId')}
                />
                <PriceRangeSelect disabled={busy} {...form.getInputProps('priceRange')} />
              </SimpleGrid>
              {prefill && (
                <>
                  <TextInput
                    label="Title"
                    maxLength={AD_LIMITS.title}
                    disabled={busy}
                    {...form.getInputProps('title')}
                  />
                  <TextInput label="Link" type="url" disabled={busy} {...form.getInputProps('url')} />
                </>
              )}
              <AdPhotoField
                disabled={busy}
                value={v.photo}
                onChange={(photo) => form.setFieldValue('photo', photo)}
              />
              <Textarea
                label="Short description"
                placeholder="What was the ad for?"
                required
                autosize
                minRows={2}
                maxRows={6}
                maxLength={AD_LIMITS.description}
                description={
                  isRead('description')
                    ? `Read from the screenshot: check it · ${v.description.length}/${AD_LIMITS.description}`
                    : `${v.description.length}/${AD_LIMITS.description}`
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                disabled={busy}
                {...form.getInputProps('description')}
              />
              <FormButtons onCancel={onClose} busy={busy} submit="Track Ad" ready={ready} mt="xs" />
            </Stack>
          </form>
        )}
      </NeedsFamily>
    </Modal>
  );
}
