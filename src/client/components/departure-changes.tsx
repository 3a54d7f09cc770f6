import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DeparturePreview } from '#common/departures';
import { useRenderClock } from '../lib/render-clock';
import { departurePreviewQuery } from '../lib/shared-queries';

/** "$25.00" in the item's currency; a plain amount when it has none. */
function money(cents: number, currency: string | null, locale?: string) {
  try {
    if (currency) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** How each exchange goes on: whoever drew the leaver takes over, or the owner is asked. */
export function exchangeLine(e: DeparturePreview['exchanges'][number], showFamily: boolean) {
  const name = showFamily ? `${e.title} (${e.familyName})` : e.title;
  if (e.remaining >= 3) return `${name}: whoever drew you takes over your match.`;
  return `${name}: only ${e.remaining} will be left taking part, so the family owner may end it.`;
}

/**
 * What leaving changes for others, named before anyone confirms (issue 29): the gift exchanges
 * that go on without the leaver, and the pledges and claims released. `familyId` for leaving one
 * family; without it, every family (deleting the account). Says nothing when nothing changes.
 */
export function DepartureChanges({ familyId, enabled }: { familyId?: number; enabled: boolean }) {
  const { locale } = useRenderClock();
  const preview = useQuery({ ...departurePreviewQuery(familyId), enabled, staleTime: 0 });
  if (preview.isLoading) return <Loader size="sm" aria-label="Checking exchanges and pledges" />;
  if (preview.error) return <Alert color="red">{preview.error.message}</Alert>;
  const data = preview.data;
  if (!data || data.exchanges.length + data.pledges.length + data.claims.length === 0) return null;
  const showFamily = familyId === undefined;
  const where = (familyName: string) => (showFamily ? ` in ${familyName}` : '');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        What changes for others
      </Text>
      <List size="sm" spacing={2} aria-label="What changes for others">
        {data.exchanges.map((e) => (
          <List.Item key={`exchange-${e.id}`}>{exchangeLine(e, showFamily)}</List.Item>
        ))}
        {data.pledges.map((p) => (
          <List.Item key={`pledge-${p.itemId}`}>
            Your {money(p.amountCents, p.currency, locale)} pledge towards {p.title} for {p.forName}
            {where(p.familyName)} is released; whoever collects the pledges is told.
          </List.Item>
        ))}
        {data.claims.map((c) => (
          <List.Item key={`claim-${c.itemId}`}>
            {c.status === 'purchased'
              ? `That you bought ${c.title} for ${c.forName}${where(c.familyName)} is forgotten: others will see it as not bought yet.`
              : `Your claim on ${c.title} for ${c.forName}${where(c.familyName)} is released, so someone else can get it.`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
