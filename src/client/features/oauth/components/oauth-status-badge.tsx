import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { diagnosticsAccessQuery, diagnosticsQuery } from '../api/diagnostics';
import { OVERALL } from './status-look';

/** In the header, for admins only: the sign-in health at a glance, linking to the dashboard. */
export function OAuthStatusBadge({
  withLabel = false,
  onNavigate,
}: {
  withLabel?: boolean;
  onNavigate?: () => void;
}) {
  const access = useQuery(diagnosticsAccessQuery());
  const isAdmin = access.data?.isAdmin === true;
  const diagnostics = useQuery({ ...diagnosticsQuery(), enabled: isAdmin });
  if (!isAdmin) return null;
  const overall = diagnostics.data?.overall;
  const look = overall ? OVERALL[overall] : { color: 'gray', label: 'Checking…' };
  if (withLabel) {
    return (
      <Button
        component={Link}
        to="/oauth-dashboard"
        color={look.color}
        variant="light"
        justify="flex-start"
        onClick={onNavigate}
        leftSection={<IconShieldCheck size={16} aria-hidden />}
      >
        Sign-in health: {look.label}
      </Button>
    );
  }
  return (
    <Tooltip label={`Sign-in health: ${look.label}`} withArrow>
      <ActionIcon
        component={Link}
        to="/oauth-dashboard"
        color={look.color}
        variant="light"
        size="lg"
        radius="xl"
        aria-label={`OAuth status: ${look.label}. Open the OAuth dashboard`}
      >
        <IconShieldCheck size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
