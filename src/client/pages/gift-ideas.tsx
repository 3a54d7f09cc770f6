import { Container } from '@mantine/core';
import { GiftIdeasView } from '../features/gift-ideas/components/gift-ideas-view';

export default function GiftIdeasPage() {
  return (
    <Container size="lg" py="xl">
      <GiftIdeasView />
    </Container>
  );
}
