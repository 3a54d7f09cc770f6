import { Container } from '@mantine/core';
import { AnalyticsView } from '../features/analytics/components/analytics-view';

/** Loaded on demand: the charts library is only downloaded by those who open /analytics. */
export default function AnalyticsPage() {
  return (
    <Container size="lg" py="xl">
      <AnalyticsView />
    </Container>
  );
}
