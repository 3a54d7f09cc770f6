import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type GenerateGiftsInput,
  type GenerateGiftsResponse,
  GIFT_LIMITS,
  generateGiftsSchema,
} from '#common/gifts/schemas';
import { OCCASIONS } from '#common/taxonomy/occasions';
import type { GeneratorBudget, GeneratorPrefill } from '../../../lib/gift-generator-link';
import { validateWith } from '../../../lib/schema-form';
import { memberGiftIdeasQuery, useGenerateGifts } from '../api/gift-ideas';
import { GiftIdeaCard, SOURCE_LABEL } from './gift-idea-card';

const OCCASION_OPTIONS = [
  ...OCCASIONS.map((o) => ({ value: o.key, label: o.label })),
  { value: 'custom', label: 'Custom occasion' },
];

interface Values {
  occasion: string;
  customOccasion: string;
  min: number | string;
  max: number | string;
}

const toNumber = (v: number | string) => (v === '' || v === undefined ? undefined : Number(v));

/** The form as the API's body: the budget only when both ends are filled in. */
export function generateBody(v: Values): GenerateGiftsInput {
  const min = toNumber(v.min);
  const max = toNumber(v.max);
  return {
    occasion: v.occasion,
    customOccasion: v.occasion === 'custom' ? v.customOccasion : null,
    budget: min !== undefined && max !== undefined ? { min, max } : null,
  };
}

/** Errors of the budget's ends land on the min and max fields. */
const toInput = (v: Values) => {
  const body = generateBody(v);
  return { ...body, budget: body.budget ?? undefined };
};

/**
 * AI Gift Generator: occasion, custom occasion, min and max budget; then the ideas, with where they
 * came from. `prefill` ("Ideas for this occasion") fills in the occasion, and the ideas are saved
 * for the family's occasion as long as the occasion chosen is still that one.
 */
export function GenerateGiftsDialog({
  memberId,
  memberName,
  opened,
  onClose,
  prefill,
  budget,
}: {
  memberId: number;
  memberName: string;
  opened: boolean;
  onClose: () => void;
  prefill?: GeneratorPrefill;
  /** The budget to start from (with a prefill: "Ideas for this occasion"). */
  budget?: GeneratorBudget;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const generate = useGenerateGifts(memberId);
  const [result, setResult] = useState<GenerateGiftsResponse | null>(null);
  // The results as they are now (marked, rated or deleted since), in the order they came.
  const current = useQuery({ ...memberGiftIdeasQuery(memberId), enabled: Boolean(result) });
  const fresh = new Map((current.data ?? []).map((idea) => [idea.id, idea]));
  const shown = (result?.recommendations ?? []).flatMap((idea) =>
    current.data ? (fresh.has(idea.id) ? [fresh.get(idea.id) ?? idea] : []) : [idea],
  );
  const form = useForm<Values>({
    initialValues: {
      occasion: prefill?.occasion ?? 'birthday',
      customOccasion: prefill?.customOccasion ?? '',
      min: budget?.min ?? '',
      max: budget?.max ?? '',
    },
    validate: (values) => {
      const errors = validateWith<Values>(generateGiftsSchema, toInput)(values);
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(errors)) {
        const field = key.replace(/^budget\./, '');
        mapped[field === 'budget' ? 'min' : field] = String(message);
      }
      return mapped;
    },
  });

  const forOccasion =
    prefill?.occasionId && form.values.occasion === prefill.occasion ? prefill.occasionId : null;
  const submit = (different = false) =>
    form.onSubmit((values) =>
      generate.mutate(
        { ...generateBody(values), different, occasionId: forOccasion },
        { onSuccess: (answer) => setResult(answer) },
      ),
    );
  const close = () => {
    setResult(null);
    generate.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`AI Gift Generator: ${memberName}`}
      size="xl"
      fullScreen={phone}
    >
      <form onSubmit={submit()} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Occasion"
              data={OCCASION_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('occasion')}
            />
            {form.values.occasion === 'custom' && (
              <TextInput
                label="Custom occasion"
                placeholder="e.g. End of school year"
                maxLength={GIFT_LIMITS.customOccasion}
                {...form.getInputProps('customOccasion')}
              />
            )}
          </SimpleGrid>
          {/* The budget's two ends side by side on every width, as one answer. */}
          <SimpleGrid cols={2}>
            <NumberInput
              label="Min budget ($)"
              min={0}
              max={GIFT_LIMITS.maxBudgetDollars}
              allowDecimal={false}
              {...form.getInputProps('min')}
            />
            <NumberInput
              label="Max budget ($)"
              min={0}
              max={GIFT_LIMITS.maxBudgetDollars}
              allowDecimal={false}
              {...form.getInputProps('max')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            The budget counts only when both min and max are filled in.
          </Text>
          {forOccasion && (
            <Text size="sm" c="dimmed">
              The ideas are saved for this occasion and counted in its plan.
            </Text>
          )}
          <Group justify="flex-end">
            {result && (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => submit(true)()}
                disabled={generate.isPending}
              >
                Show different ideas
              </Button>
            )}
            <Button
              type="submit"
              loading={generate.isPending}
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              Generate gift ideas
            </Button>
          </Group>
          {generate.isPending && (
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="sm" />
              <Text size="sm">Generating gift ideas for {memberName}…</Text>
            </Group>
          )}
          {result && !generate.isPending && (
            <Stack gap="sm" aria-live="polite">
              <Group gap="xs">
                <Text fw={700}>
                  {result.recommendations.length} new idea{result.recommendations.length === 1 ? '' : 's'}
                </Text>
                <Badge
                  color={result.source === 'ai' ? 'violet' : 'gray'}
                  variant="light"
                  tt="none"
                  styles={{ label: { color: 'var(--mantine-color-text)' } }}
                >
                  {SOURCE_LABEL[result.source === 'ai' ? 'ai' : 'catalogue']}
                </Badge>
              </Group>
              {result.demoMode && result.reason && (
                <Alert icon={<IconInfoCircle size={16} />} color="blue" variant="light">
                  {result.reason}
                </Alert>
              )}
              {result.recommendations.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No new ideas fit this budget and age. Try a wider budget or another occasion.
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {shown.map((idea) => (
                    <GiftIdeaCard key={idea.id} idea={idea} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
