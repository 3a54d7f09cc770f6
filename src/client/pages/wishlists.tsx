import { Container } from '@mantine/core';
import { WishlistsView } from '../features/wishlists/components/wishlists-view';

export default function WishlistsPage() {
  return (
    <Container size="lg" py="xl">
      <WishlistsView />
    </Container>
  );
}
