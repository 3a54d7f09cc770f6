import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Below 100%: how complete the member's profile is, and where to finish it. */
export function CompletenessBanner({
  memberId,
  name,
  percent,
}: {
  memberId: number;
  name: string;
  percent: number;
}) {
  if (percent >= 100) return null;
  return (
    <Alert
      variant="light"
      icon={<IconUserCheck size={20} aria-hidden />}
      title={`${name}'s profile is ${percent}% complete`}
    >
      <Stack gap={6}>
        <Progress value={percent} aria-label={`Profile ${percent}% complete`} size="sm" />
        <Text size="sm">A fuller profile makes this feed theirs.</Text>
        <Button component={Link} to={`/onboarding/${memberId}`} size="xs" style={{ alignSelf: 'flex-start' }}>
          Complete {name}'s profile
        </Button>
      </Stack>
    </Alert>
  );
}
