import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { LinkPreviewView } from '#common/link-preview';
import { formatMoney } from '#common/money';
import { useRenderClock } from '../../../lib/render-clock';

/** What saving keeps of the page: its picture, and its price unless one is typed. */
function savedText(preview: LinkPreviewView): string {
  const picture = preview.image !== null;
  const price = preview.priceCents !== null;
  if (picture && price) return 'The picture is saved with the item, and the price if you leave Price empty.';
  if (picture) return 'The picture is saved with the item.';
  if (price) return 'The price is saved with the item if you leave Price empty.';
  return 'From the shop’s page.';
}

/** What the pasted link's page says, under the Link field: reading, the product, or a quiet miss. */
export function LinkPreviewBox({
  isLoading,
  isError,
  preview,
}: {
  isLoading: boolean;
  isError: boolean;
  preview: LinkPreviewView | undefined;
}) {
  const { locale } = useRenderClock();
  if (isLoading) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="xs" c="dimmed">
          Reading the page…
        </Text>
      </Group>
    );
  }
  if (isError) {
    return (
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        That page could not be read here. You can still save: give a title if it needs one.
      </Text>
    );
  }
  if (!preview || (!preview.title && !preview.image && preview.priceCents === null)) return null;
  return (
    <Paper withBorder radius="sm" p="xs" role="status" aria-live="polite" aria-label="Link preview">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {preview.image && (
          <img
            src={preview.image}
            alt=""
            width={56}
            height={56}
            style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
          />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {preview.title ?? 'No product name on that page'}
          </Text>
          {preview.priceCents !== null && (
            <Text size="sm">{formatMoney(preview.priceCents, preview.currency, locale)}</Text>
          )}
          <Text size="xs" c="dimmed">
            {savedText(preview)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
