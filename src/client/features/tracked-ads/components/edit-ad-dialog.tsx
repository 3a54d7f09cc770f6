import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { AD_LIMITS, PLATFORMS, type Platform } from '#common/tracked-ads/constants';
import {
  type TrackedAd,
  type UpdateTrackedAdInput,
  updateTrackedAdSchema,
} from '#common/tracked-ads/schemas';
import { FormButtons } from '../../../components/form-buttons';
import { validateWith } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useUpdateAd } from '../api/tracked-ads';
import {
  AdditionalDetailsInput,
  CategorySelect,
  PlatformSelect,
  PriceRangeSelect,
  TargetingReasonsInput,
} from './ad-fields';
import { classifiedBody, linkBody, targetingBody } from './ad-form';

export interface EditValues {
  categoryId: string | null;
  platform: string | null;
  priceRange: string | null;
  title: string;
  url: string;
  description: string;
  advertiser: string;
  targetingReasons: string[];
  additionalDetails: string;
}

const ALL_PLATFORMS: readonly Platform[] = PLATFORMS.map((p) => p.key);

/** The ad as the form shows it. */
export const editValuesOf = (ad: TrackedAd): EditValues => ({
  categoryId: String(ad.categoryId),
  platform: ad.platform,
  priceRange: ad.priceRange,
  title: ad.title,
  url: ad.url ?? '',
  description: ad.description,
  advertiser: ad.advertiser ?? '',
  targetingReasons: ad.metadata?.targetingReasons ?? [],
  additionalDetails: ad.metadata?.additionalDetails ?? '',
});

/** The form as the API's body: the category as a number, empty texts as none. */
export const editBody = (v: EditValues) => ({ ...classifiedBody(v), ...linkBody(v), ...targetingBody(v) });

/**
 * Edit an ad in Ad History: every field the tracking dialogs ask for (the same field parts),
 * but who saw it and its photo, which stay. GiftLens relearns from the ad as saved.
 */
export function EditAdDialog({ ad, onClose }: { ad: TrackedAd; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateAd();
  const form = useForm<EditValues>({
    initialValues: editValuesOf(ad),
    validate: validateWith(updateTrackedAdSchema, editBody),
  });
  const busy = update.isPending;

  const submit = form.onSubmit((values) =>
    // The form's validation (the same schema) has made sure of the category and description.
    update.mutate(
      { id: ad.id, body: editBody(values) as UpdateTrackedAdInput },
      {
        onSuccess: () => {
          toast('Ad updated', 'GiftLens has relearned what the ad says.');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title="Edit ad" size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            maxLength={AD_LIMITS.title}
            disabled={busy}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={AD_LIMITS.description}
            disabled={busy}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <CategorySelect disabled={busy} {...form.getInputProps('categoryId')} />
            <PlatformSelect platforms={ALL_PLATFORMS} disabled={busy} {...form.getInputProps('platform')} />
            <PriceRangeSelect disabled={busy} {...form.getInputProps('priceRange')} />
            <TextInput
              label="Advertiser / brand"
              maxLength={AD_LIMITS.advertiser}
              disabled={busy}
              {...form.getInputProps('advertiser')}
            />
          </SimpleGrid>
          <TextInput label="Link" type="url" disabled={busy} {...form.getInputProps('url')} />
          <TargetingReasonsInput
            description="The reasons the platform gave, one per entry"
            disabled={busy}
            {...form.getInputProps('targetingReasons')}
          />
          <AdditionalDetailsInput disabled={busy} {...form.getInputProps('additionalDetails')} />
          <FormButtons onCancel={onClose} busy={busy} submit="Save changes" ready={form.isDirty()} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
