import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * Below 100%: how complete the member's profile is, and where to finish it. What an import
 * taught counts too (issue 36): someone with hundreds of imported interests is told so, and that
 * the questionnaire adds what an export cannot say, instead of "0% complete".
 */
export function CompletenessBanner({
  memberId,
  name,
  percent,
  learnedFromImports = 0,
}: {
  memberId: number;
  name: string;
  percent: number;
  learnedFromImports?: number;
}) {
  if (percent >= 100) return null;
  const learned = learnedFromImports > 0;
  const title = learned
    ? `GiftLens learned ${learnedFromImports} interest${learnedFromImports === 1 ? '' : 's'} from ${name}'s imported data`
    : `${name}'s profile is ${percent}% complete`;
  return (
    <Alert variant="light" icon={<IconUserCheck size={20} aria-hidden />} title={title}>
      <Stack gap={6}>
        <Progress
          value={percent}
          aria-label={learned ? `Questionnaire ${percent}% answered` : `Profile ${percent}% complete`}
          size="sm"
        />
        <Text size="sm">
          {learned
            ? `The questionnaire is ${percent}% answered: it adds what an export cannot say, such as budget and style.`
            : 'A fuller profile makes this feed theirs.'}
        </Text>
        <Button component={Link} to={`/onboarding/${memberId}`} size="xs" style={{ alignSelf: 'flex-start' }}>
          Complete {name}'s profile
        </Button>
      </Stack>
    </Alert>
  );
}
