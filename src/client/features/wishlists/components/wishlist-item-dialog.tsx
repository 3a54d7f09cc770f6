import {
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { amountOf, browserCurrency, centsFrom, currencyOptions, formatMoney } from '#common/money';
import { occasionLabel } from '#common/occasion-label';
import {
  type CreateWishlistItemInput,
  createWishlistItemSchema,
  WISHLIST_LIMITS,
  WISHLIST_PRIORITIES,
  type WishlistItem,
  type WishlistPriority,
} from '#common/wishlists';
import { FormButtons } from '../../../components/form-buttons';
import { MoneyInput } from '../../../components/money-input';
import { useRenderClock } from '../../../lib/render-clock';
import { issuesWith, limitWords } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useLinkPreview } from '../api/link-preview';
import { memberOccasionsQuery, useCreateWishlistItem, useUpdateWishlistItem } from '../api/wishlists';
import { LinkPreviewBox } from './link-preview-box';

export const PRIORITY_LABELS: Record<WishlistPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export interface ItemValues {
  url: string;
  title: string;
  /** The amount as typed (12.5), '' for none. */
  price: number | string;
  currency: string;
  notes: string;
  priority: WishlistPriority;
  quantity: number | string;
  /** The occasion, as the Select's value. */
  occasionId: string | null;
}

const orNull = (text: string) => text.trim() || null;

/**
 * The form as the API's body. A currency goes only with a price: without one the server takes
 * the shop's price and currency together.
 */
export function itemBody(v: ItemValues): CreateWishlistItemInput {
  const priceCents = centsFrom(v.price);
  return {
    title: orNull(v.title),
    url: orNull(v.url),
    notes: orNull(v.notes),
    priority: v.priority,
    quantity: v.quantity === '' ? undefined : Number(v.quantity),
    priceCents,
    currency: priceCents === null ? null : v.currency,
    occasionId: v.occasionId ? Number(v.occasionId) : null,
  };
}

/** The schema's field names as the form's. */
const FORM_FIELD: Record<string, keyof ItemValues> = { priceCents: 'price' };
const FIELD_LABEL: Record<string, string> = {
  title: 'Title',
  url: 'Link',
  notes: 'Notes',
  price: 'Price',
  currency: 'Currency',
  quantity: 'Quantity',
  occasionId: 'Occasion',
};

const issues = issuesWith<ItemValues>(createWishlistItemSchema, itemBody);

/** What the form says of a field's problem that is not about a limit. */
const OTHER_PROBLEM: Record<string, string> = {
  title: 'Give a title or a link',
  url: 'Paste a link that starts with http:// or https://',
  price: 'Enter the price as an amount, such as 24.99',
  currency: 'Choose a currency',
  quantity: 'Quantity must be a whole number',
  occasionId: 'Choose one of the member’s occasions, or none',
  notes: 'Notes must be text',
  priority: 'Choose how much it is wanted',
};

/**
 * The contract's own checks (`createWishlistItemSchema`), worded for a form from each problem's
 * kind and limit (issue 30): the field's name leads ("Price must not be negative"), amounts are
 * money, not cents.
 */
export function itemErrors(values: ItemValues, locale?: string): FormErrors {
  const worded: FormErrors = {};
  const money = (cents: number) => formatMoney(cents, values.currency, locale);
  for (const [key, issue] of Object.entries(issues(values))) {
    const field = FORM_FIELD[key] ?? key;
    if (worded[field]) continue;
    const limited =
      field === 'url' && issue.code !== 'too_big'
        ? null
        : limitWords(FIELD_LABEL[field] ?? field, issue, field === 'price' ? money : String);
    worded[field] = limited ?? OTHER_PROBLEM[field] ?? `Check ${FIELD_LABEL[field] ?? field}`;
  }
  return worded;
}

function initialValues(item: WishlistItem | undefined, start?: WishlistItemDialogProps['start']): ItemValues {
  return {
    url: item?.url ?? start?.url ?? '',
    title: item?.title ?? start?.title?.slice(0, WISHLIST_LIMITS.title) ?? '',
    price: amountOf(item?.priceCents),
    currency: item?.currency ?? browserCurrency(),
    notes: item?.notes ?? '',
    priority: item?.priority ?? 'medium',
    quantity: item?.quantity ?? 1,
    occasionId: item?.occasionId ? String(item.occasionId) : null,
  };
}

export interface WishlistItemDialogProps {
  opened: boolean;
  onClose: () => void;
  member: { id: number; name: string };
  /** The item to change; a new one without it. */
  item?: WishlistItem;
  /** What a new item starts with (a link shared to GiftLens). */
  start?: { url?: string; title?: string };
}

/** Add an item to a member's wishlist, or change one. */
export function WishlistItemDialog(props: WishlistItemDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const title = props.item ? `Edit ${props.item.title}` : `Add to ${props.member.name}'s wishlist`;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="lg" fullScreen={phone}>
      {/* Mounted with the dialog's content, so each opening starts from its own values. */}
      <ItemForm {...props} />
    </Modal>
  );
}

function ItemForm({ onClose, member, item, start }: WishlistItemDialogProps) {
  const { locale } = useRenderClock();
  const create = useCreateWishlistItem(member.id);
  const update = useUpdateWishlistItem();
  const busy = create.isPending || update.isPending;
  const occasions = useQuery(memberOccasionsQuery(member.id));
  const form = useForm<ItemValues>({
    initialValues: initialValues(item, start),
    validate: (values) => itemErrors(values, locale),
  });
  const ids = useId();
  const v = form.values;

  // A link already saved was read when it was saved: only a new one is previewed.
  const link = v.url.trim() === (item?.url ?? '') ? '' : v.url;
  const preview = useLinkPreview(link);
  const previewTitle = preview.preview?.title ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new preview fills the title
  useEffect(() => {
    if (previewTitle && !form.getValues().title.trim())
      form.setFieldValue('title', previewTitle.slice(0, WISHLIST_LIMITS.title));
  }, [previewTitle]);

  const currencies = useMemo(() => currencyOptions(locale, v.currency), [locale, v.currency]);
  const occasionOptions = (occasions.data ?? [])
    .filter((o) => o.nextDate !== null || String(o.id) === v.occasionId)
    .map((o) => ({
      value: String(o.id),
      label: occasionLabel({
        kind: o.kind,
        title: o.title,
        memberName: member.name,
        otherMemberName: o.otherMemberName,
      }),
    }));

  const submit = form.onSubmit((values) => {
    const body = itemBody(values);
    const done = () => {
      toast(
        item ? 'Item saved' : 'Item added',
        `${body.title ?? 'The item'} is on ${member.name}'s wishlist.`,
      );
      onClose();
    };
    if (item) update.mutate({ id: item.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Stack gap={6}>
          <TextInput
            label="Link"
            type="url"
            inputMode="url"
            placeholder="Paste the shop's link"
            description="Optional: GiftLens reads the title, picture and price from the page"
            maxLength={WISHLIST_LIMITS.url}
            disabled={busy}
            data-autofocus
            {...form.getInputProps('url')}
          />
          {preview.url && (
            <LinkPreviewBox
              isLoading={preview.isLoading}
              isError={preview.isError}
              preview={preview.preview}
            />
          )}
        </Stack>
        <TextInput
          label="Title"
          placeholder="e.g. Blue rain jacket"
          description="Needed when there is no link"
          maxLength={WISHLIST_LIMITS.title}
          disabled={busy}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <MoneyInput
            label="Price"
            placeholder="Optional"
            maxCents={WISHLIST_LIMITS.maxPriceCents}
            disabled={busy}
            {...form.getInputProps('price')}
          />
          <Select
            label="Currency"
            data={currencies}
            searchable
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          placeholder="e.g. size M, any colour but pink"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={WISHLIST_LIMITS.notes}
          disabled={busy}
          {...form.getInputProps('notes')}
        />
        <Input.Wrapper label="Priority" id={`${ids}-priority`} labelElement="div">
          <SegmentedControl
            mt={4}
            fullWidth
            aria-labelledby={`${ids}-priority-label`}
            disabled={busy}
            data={WISHLIST_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
            value={v.priority}
            onChange={(value) => form.setFieldValue('priority', value as WishlistPriority)}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Quantity"
            description="How many they would like"
            min={1}
            max={WISHLIST_LIMITS.maxQuantity}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            clampBehavior="none"
            disabled={busy}
            {...form.getInputProps('quantity')}
          />
          <Select
            label="Occasion"
            description="Optional"
            placeholder={
              occasions.isSuccess && occasionOptions.length === 0 ? 'No occasions yet' : 'Any time'
            }
            data={occasionOptions}
            clearable
            disabled={busy || occasionOptions.length === 0}
            {...form.getInputProps('occasionId')}
          />
        </SimpleGrid>
        <FormButtons onCancel={onClose} busy={busy} submit={item ? 'Save' : 'Add item'} />
      </Stack>
    </form>
  );
}
