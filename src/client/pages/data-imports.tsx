import { Container } from '@mantine/core';
import { DataImportsList } from '../features/data-imports/components/data-imports-list';

export default function DataImportsPage() {
  return (
    <Container size="lg" py="xl">
      <DataImportsList />
    </Container>
  );
}
