import { Badge, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrain, IconGift, IconSpeakerphone } from '@tabler/icons-react';
import { FamilyIllustration } from '../components/illustrations';
import { LoginButtons } from '../features/auth/components/login-buttons';
import { useAppReady } from '../lib/app-ready';

const STEPS = [
  {
    icon: IconSpeakerphone,
    title: 'Track Ads',
    text: 'Log the ads each family member sees — and why they were shown them — or import their Instagram and Facebook data.',
  },
  {
    icon: IconBrain,
    title: 'AI Analysis',
    text: 'GiftLens reads the patterns: interests, brands and categories that keep coming up for each person.',
  },
  {
    icon: IconGift,
    title: 'Perfect Gifts',
    text: 'Get gift ideas that fit the person, the occasion and your budget — with the reasons behind each one.',
  },
];

export function LandingPage() {
  useAppReady('landing');
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }} data-app-part="landing">
      <Stack align="center" gap="lg" ta="center">
        <FamilyIllustration size={200} />
        <Badge variant="light" size="lg">
          Family gift ideas
        </Badge>
        <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15} maw={760}>
          Smart Gift Ideas from Family Ad Patterns
        </Title>
        <Text size="lg" c="dimmed" maw={620}>
          The ads your family sees say a lot about what they love. GiftLens turns them into thoughtful gift
          ideas for everyone on your list.
        </Text>
        <LoginButtons afterDemoLogin="/" />
        <Text size="sm" c="dimmed">
          Free to get started • No credit card required
        </Text>
      </Stack>

      <Stack component="section" aria-labelledby="how-it-works" mt={64} gap="lg">
        <Title id="how-it-works" order={2} ta="center">
          How It Works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {STEPS.map((step, i) => (
            <Stack key={step.title} align="center" ta="center" gap="xs" p="md">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <step.icon size={28} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {i + 1}. {step.title}
              </Title>
              <Text c="dimmed" size="sm">
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
