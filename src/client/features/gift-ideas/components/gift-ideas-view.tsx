import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { GIFT_STATUSES, type GiftStatus } from '#common/gifts/schemas';
import { CATEGORIES } from '#common/taxonomy/categories';
import { SearchInput } from '../../../components/search-input';
import { useCurrentFamily } from '../../../lib/current-family';
import {
  budgetForRange,
  GENERATOR_PREFILL_PARAMS,
  generatorPrefillFrom,
} from '../../../lib/gift-generator-link';
import { noteInterest } from '../../../lib/interest-tracker';
import { idFrom, useUrlFilters } from '../../../lib/url-state';
import { familyMembersQuery, giftIdeasQuery } from '../api/gift-ideas';
import { GenerateGiftsDialog } from './generate-gifts-dialog';
import { GiftIdeaCard } from './gift-idea-card';

const STATUS_LABELS: Record<GiftStatus, string> = {
  available: 'Available',
  considered: 'Considering',
  purchased: 'Purchased',
};
const CATEGORY_CHOICES = CATEGORIES.filter((c) => c.key !== 'other').map((c) => ({
  value: String(c.id),
  label: c.name,
}));
const STATUS_CHOICES = GIFT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
/** Each filter a quarter of the row on wide screens, half on small ones, the whole on a phone. */
const FILTER_SPAN = { base: 12, sm: 6, md: 3 };

/** Gift Ideas: search, member, category and status filters (kept in the URL), and a grid of cards. */
export function GiftIdeasView() {
  const { currentFamily, isLoading: familyLoading } = useCurrentFamily();
  const { params, setParams, set, search, setSearch, q } = useUrlFilters();
  const memberId = idFrom(params.get('member'));
  const categoryId = idFrom(params.get('category'));
  const statusParam = params.get('status');
  const status = (GIFT_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as GiftStatus)
    : undefined;
  const [generating, setGenerating] = useState(params.get('generate') === '1');
  // "Ideas for this occasion" (lib/gift-generator-link.ts): the generator opens with it filled in.
  const prefill = generatorPrefillFrom(params);
  const closeGenerator = () => {
    setGenerating(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['generate', ...GENERATOR_PREFILL_PARAMS]) next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  const enabled = Boolean(currentFamily);
  const members = useQuery({ ...familyMembersQuery(currentFamily?.id ?? 0), enabled });
  const ideas = useQuery({
    ...giftIdeasQuery({ familyMemberId: memberId, categoryId, status, q: q || undefined }),
    enabled,
  });
  const names = new Map((members.data ?? []).map((m) => [m.id, m.name]));
  const filters = [
    {
      label: 'Member',
      placeholder: 'All members',
      data: (members.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
      value: memberId ? String(memberId) : null,
      onChange: (v: string | null) => set('member', v),
    },
    {
      label: 'Category',
      placeholder: 'All categories',
      data: CATEGORY_CHOICES,
      value: categoryId ? String(categoryId) : null,
      onChange: (v: string | null) => {
        set('category', v);
        const picked = CATEGORIES.find((c) => String(c.id) === v);
        if (picked) noteInterest('category', picked.name);
      },
    },
    {
      label: 'Status',
      placeholder: 'Any status',
      data: STATUS_CHOICES,
      value: status ?? null,
      onChange: (v: string | null) => set('status', v),
    },
  ];
  const selected = memberId ? members.data?.find((m) => m.id === memberId) : undefined;
  // One member chosen and nothing else is no filter to clear: they simply have no ideas yet.
  const filtered = Boolean(categoryId || status || q);

  if (familyLoading) return <Loader aria-label="Loading" />;
  if (!currentFamily) {
    return (
      <Stack align="center" py="xl">
        <Text>Select or create a family to see gift ideas.</Text>
        <Button component={Link} to="/family-profiles">
          Go to Family Profiles
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Gift Ideas</Title>
          <Text c="dimmed">Ideas for each family member, explained from what GiftLens knows about them.</Text>
        </div>
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          disabled={!selected}
          onClick={() => setGenerating(true)}
          title={selected ? undefined : 'Choose a member first'}
        >
          {selected ? `Generate ideas for ${selected.name}` : 'Generate ideas'}
        </Button>
      </Group>
      <Grid>
        <Grid.Col span={FILTER_SPAN}>
          <SearchInput placeholder="Title or description" value={search} onChange={setSearch} />
        </Grid.Col>
        {filters.map(({ label, placeholder, data, value, onChange }) => (
          <Grid.Col key={label} span={FILTER_SPAN}>
            <Select
              label={label}
              placeholder={placeholder}
              clearable
              data={data}
              value={value}
              onChange={onChange}
            />
          </Grid.Col>
        ))}
      </Grid>
      {ideas.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading gift ideas" />
        </Center>
      ) : ideas.isError ? (
        <Alert color="red" title="Gift ideas could not be loaded">
          {ideas.error.message}
        </Alert>
      ) : !ideas.data?.length ? (
        <Stack align="center" py="xl" gap="sm">
          <Text fw={600}>{filtered ? 'No gift ideas match these filters.' : 'No gift ideas yet.'}</Text>
          {selected ? (
            <Button leftSection={<IconSparkles size={16} aria-hidden />} onClick={() => setGenerating(true)}>
              Generate ideas for {selected.name}
            </Button>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Choose a member to generate ideas for:
              </Text>
              <Group justify="center">
                {(members.data ?? []).map((m) => (
                  <Button key={m.id} variant="light" onClick={() => set('member', String(m.id))}>
                    {m.name}
                  </Button>
                ))}
              </Group>
            </>
          )}
        </Stack>
      ) : (
        <>
          {/* The cards' titles are h3 (in the generator they follow its h2 title). */}
          <h2 className="visually-hidden">{selected ? `Gift ideas for ${selected.name}` : 'Gift ideas'}</h2>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {ideas.data.map((idea) => (
              <GiftIdeaCard
                key={idea.id}
                idea={idea}
                memberName={memberId ? undefined : names.get(idea.familyMemberId)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      {selected && (
        <GenerateGiftsDialog
          // A new prefill is a new form.
          key={`${selected.id}:${prefill ? JSON.stringify(prefill) : ''}`}
          memberId={selected.id}
          memberName={selected.name}
          opened={generating}
          onClose={closeGenerator}
          prefill={prefill}
          budget={prefill ? budgetForRange(selected.shoppingPreferences?.budgetRange) : undefined}
        />
      )}
    </Stack>
  );
}
