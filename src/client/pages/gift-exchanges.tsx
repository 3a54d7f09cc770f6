import { Container } from '@mantine/core';
import { GiftExchangesView } from '../features/gift-exchanges/components/gift-exchanges-view';

export default function GiftExchangesPage() {
  return (
    <Container size="md" py="xl">
      <GiftExchangesView />
    </Container>
  );
}
