import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../components/page-loader';
import { diagnosticsAccessQuery } from '../features/oauth/api/diagnostics';
import { OAuthDashboard } from '../features/oauth/components/oauth-dashboard';
import { NotFoundPage } from './not-found';

/** Any signed-in user in local mode; in production only admins (others see the 404 page). */
export default function OAuthDashboardPage() {
  const access = useQuery(diagnosticsAccessQuery());
  if (access.isLoading) return <PageLoader label="Checking access…" />;
  if (!access.data?.canView) return <NotFoundPage />;
  return (
    <Container size="lg" py="xl">
      <OAuthDashboard />
    </Container>
  );
}
