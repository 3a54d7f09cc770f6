import { Container } from '@mantine/core';
import { OccasionsYearView } from '../features/occasions/components/occasions-year-view';

export default function OccasionsPage() {
  return (
    <Container size="lg" py="xl">
      <OccasionsYearView />
    </Container>
  );
}
