import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

/** An honest placeholder for a screen whose feature is not built yet: no sample data. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
          <Text size="sm" c="dimmed">
            This part of GiftLens is coming soon.
          </Text>
          <Button component={Link} to="/family-profiles" variant="light">
            Go to Family Profiles
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
