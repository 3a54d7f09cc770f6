import { Alert, Badge, Group, Loader, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CheckStatus, DiagnosticCheck, OAuthDiagnostics } from '#common/oauth-diagnostics';
import { DialogCloseRow } from '../../../components/dialog-notice';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { serverMessageOf } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { diagnosticsQuery } from '../api/diagnostics';
import { CheckCard } from './check-list';
import { OVERALL, STATUS, toned } from './status-look';

/** The troubleshooter walks 7 steps of 300 ms, so each step can be read as it passes. */
export const TROUBLESHOOTER_STEP_MS = 300;
export const TROUBLESHOOTER_STEPS: { label: string; checks: string[] }[] = [
  { label: 'Reading the configuration', checks: ['providers', 'session-secret'] },
  { label: 'Contacting Google', checks: ['google-discovery'] },
  { label: 'Checking the redirect URIs', checks: ['redirect-uris', 'google-redirect-uri'] },
  { label: 'Checking HTTPS and cookies', checks: ['https'] },
  { label: 'Comparing clocks', checks: ['clock-skew'] },
  { label: 'Checking the Facebook app', checks: ['facebook-credentials'] },
  { label: 'Reading recent sign-in errors', checks: ['google-last-error', 'facebook-last-error'] },
];

const RANK: Record<CheckStatus, number> = { pass: 0, warning: 1, fail: 2 };

function verdict(checks: DiagnosticCheck[], ids: string[]): CheckStatus | null {
  const found = checks.filter((c) => ids.includes(c.id));
  if (found.length === 0) return null;
  return found.reduce<CheckStatus>((worst, c) => (RANK[c.status] > RANK[worst] ? c.status : worst), 'pass');
}

/** Runs every check afresh while walking the steps, then says what to fix first. */
export function TroubleshooterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<OAuthDiagnostics | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setStep(0);
    setResult(null);
    setError(null);
    const timer = setInterval(() => {
      setStep((s) => {
        if (s + 1 >= TROUBLESHOOTER_STEPS.length) clearInterval(timer);
        return Math.min(s + 1, TROUBLESHOOTER_STEPS.length);
      });
    }, TROUBLESHOOTER_STEP_MS);
    queryClient
      .fetchQuery({ ...diagnosticsQuery(), staleTime: 0 })
      .then(setResult)
      .catch((err: unknown) => {
        const message =
          serverMessageOf(err) ?? (err instanceof Error ? err.message : 'The checks could not run.');
        setError(message);
        toastError('Diagnostics Failed', message);
      });
    return () => clearInterval(timer);
  }, [opened, queryClient]);

  const walking = step < TROUBLESHOOTER_STEPS.length || (!result && !error);
  const problems = result?.checks.filter((c) => c.status !== 'pass') ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title="OAuth Troubleshooter" size="lg" centered>
      <Stack gap="md">
        <Progress
          value={(Math.min(step, TROUBLESHOOTER_STEPS.length) / TROUBLESHOOTER_STEPS.length) * 100}
          aria-label="Troubleshooter progress"
        />
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {TROUBLESHOOTER_STEPS.map((s, i) => {
            const reached = i < step;
            const status = reached && result ? verdict(result.checks, s.checks) : null;
            return (
              <Group key={s.label} component="li" gap="sm" wrap="nowrap">
                {reached ? (
                  <ThemeIcon
                    size="sm"
                    radius="xl"
                    variant="light"
                    color={status ? STATUS[status].color : 'gray'}
                  >
                    <IconCheck size={12} aria-hidden />
                  </ThemeIcon>
                ) : (
                  <Loader
                    size={18}
                    type="dots"
                    aria-hidden
                    style={{ visibility: i === step ? 'visible' : 'hidden' }}
                  />
                )}
                <Text size="sm" c={reached ? undefined : 'dimmed'} style={{ flex: 1 }}>
                  {s.label}
                </Text>
                {status && (
                  <Badge size="sm" {...toned(STATUS[status].color)}>
                    {STATUS[status].label}
                  </Badge>
                )}
                {reached && result && !status && (
                  <Badge size="sm" {...toned('gray')}>
                    Not set up
                  </Badge>
                )}
              </Group>
            );
          })}
        </Stack>

        {error && (
          <Alert color="red" title="Diagnostics Failed" styles={READABLE_ALERT}>
            {error}
          </Alert>
        )}
        {!walking && result && (
          <Stack gap="sm" aria-live="polite">
            <Group gap="xs">
              <Text fw={600}>Result:</Text>
              <Badge {...toned(OVERALL[result.overall].color)}>{OVERALL[result.overall].label}</Badge>
            </Group>
            {problems.length === 0 ? (
              <Text size="sm">
                Everything checked is in order. If someone still cannot sign in, ask them which message they
                saw.
              </Text>
            ) : (
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {problems.map((c) => (
                  <CheckCard key={c.id} check={c} />
                ))}
              </Stack>
            )}
          </Stack>
        )}
        <DialogCloseRow onClose={onClose} />
      </Stack>
    </Modal>
  );
}
