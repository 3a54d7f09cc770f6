import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { GiftIllustration } from '../../../components/illustrations';
import { LoadingCards } from '../../../components/loading-skeleton';
import { RetryAlert } from '../../../components/retry-alert';
import { useCurrentFamily } from '../../../lib/current-family';
import { exchangesQuery } from '../api/gift-exchanges';
import { EndExchangeDialog } from './end-exchange-dialog';
import { ExchangeCard } from './exchange-card';
import { ExchangeSetupDialog } from './exchange-setup-dialog';
import { RedrawDialog } from './redraw-dialog';

function StartButton({ onClick, variant = 'filled' }: { onClick: () => void; variant?: 'filled' | 'light' }) {
  return (
    <Button
      variant={variant}
      className="tap-target"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={onClick}
    >
      Start an exchange
    </Button>
  );
}

/** The Gift exchanges page: the family's Secret Santas, each with the viewer's own match. */
export function GiftExchangesView() {
  const { currentFamily, isOwner } = useCurrentFamily();
  const familyId = currentFamily?.id ?? 0;
  const exchanges = useQuery({ ...exchangesQuery(familyId), enabled: familyId > 0 });
  const [setupOpened, setSetupOpened] = useState(false);
  const [redrawing, setRedrawing] = useState<{ id: number; title: string } | null>(null);
  const [ending, setEnding] = useState<{ id: number; title: string } | null>(null);
  const openSetup = () => setSetupOpened(true);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 18rem' }}>
          <Title order={1}>Gift exchanges</Title>
          <Text c="dimmed">
            Secret Santa for the family: everyone gives one gift, and only the giver knows to whom.
          </Text>
        </div>
        {/* With nothing listed, the empty state offers it. */}
        {isOwner && Boolean(exchanges.data?.length) && <StartButton onClick={openSetup} />}
      </Group>

      {exchanges.isPending ? (
        <LoadingCards label="Loading gift exchanges" title={[22, 200, 'sm']} lines={['50%', '70%']} />
      ) : exchanges.isError ? (
        <RetryAlert plain title="Gift exchanges could not be loaded" onRetry={() => void exchanges.refetch()}>
          {exchanges.error.message}
        </RetryAlert>
      ) : exchanges.data.length === 0 ? (
        <EmptyState
          illustration={<GiftIllustration />}
          title="No gift exchanges yet"
          action={
            isOwner ? (
              <StartButton onClick={openSetup} variant="light" />
            ) : (
              <Text size="sm" fw={500}>
                Ask the family owner to start one.
              </Text>
            )
          }
        >
          In a Secret Santa everyone draws one person to give a gift to, within a budget. GiftLens does the
          draw, keeps couples apart if you ask, and shows each person only their own match, with that person's
          wishlist. On the reveal date everyone sees who gave to whom.
        </EmptyState>
      ) : (
        exchanges.data.map((exchange) => (
          <ExchangeCard
            key={exchange.id}
            familyId={familyId}
            exchange={exchange}
            isOwner={isOwner}
            onRedraw={() => setRedrawing({ id: exchange.id, title: exchange.title })}
            onEnd={() => setEnding({ id: exchange.id, title: exchange.title })}
          />
        ))
      )}

      {isOwner && (
        <ExchangeSetupDialog opened={setupOpened} onClose={() => setSetupOpened(false)} familyId={familyId} />
      )}
      <RedrawDialog exchange={redrawing} onClose={() => setRedrawing(null)} />
      <EndExchangeDialog exchange={ending} onClose={() => setEnding(null)} />
    </Stack>
  );
}
