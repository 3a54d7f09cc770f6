import { Container } from '@mantine/core';
import { AdHistory } from '../features/tracked-ads/components/ad-history';

export default function AdHistoryPage() {
  return (
    <Container size="lg" py="xl">
      <AdHistory />
    </Container>
  );
}
