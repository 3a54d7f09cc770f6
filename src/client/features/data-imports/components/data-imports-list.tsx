import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconDownload,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataImport } from '#common/imports/schemas';
import { ChipList } from '../../../components/chip-list';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { useCurrentFamily } from '../../../lib/current-family';
import { giftGeneratorPath } from '../../../lib/gift-generator-link';
import { dataImportsQuery, useDeleteImport } from '../api/data-imports';

export const IMPORTS_ERROR = 'Failed to load data imports. Please try again.';
const TYPE_LABEL = { json: 'JSON export', html: 'HTML export', mixed: 'JSON and HTML export' } as const;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The first `n` as badges, then '+N more' that shows the rest. */
function Chips({ items, n, color }: { items: string[]; n: number; color?: string }) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None found
      </Text>
    );
  return <ChipList items={items} limit={n} badge={{ color }} />;
}

function ImportCard({ item, onDelete }: { item: DataImport; onDelete(): void }) {
  const { extractedInsights: insights } = item;
  const Icon = item.platform === 'instagram' ? IconBrandInstagram : IconBrandFacebook;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`${item.platform} import for ${item.memberName}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Icon size={22} aria-hidden />
            <div>
              <Text fw={600}>
                {item.platform === 'instagram' ? 'Instagram' : 'Facebook'} · {item.memberName}
              </Text>
              <Text size="xs" c="dimmed">
                Imported {day(item.importedAt)} · {TYPE_LABEL[item.importType]}
              </Text>
            </div>
          </Group>
          {item.canDelete && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              style={{ flexShrink: 0 }}
              onClick={onDelete}
              aria-label={`Delete the ${item.platform} import for ${item.memberName}`}
            >
              Delete
            </Button>
          )}
        </Group>
        <Group gap="lg">
          <Text size="sm">
            <b>{item.itemCount.toLocaleString('en-US')}</b> items
          </Text>
          <Text size="sm">
            {item.dateRange
              ? `${day(item.dateRange.from)} – ${day(item.dateRange.to)}`
              : 'No dates in the export'}
          </Text>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Discovered interests
          </Text>
          <Chips items={insights.interests} n={5} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Behaviors
          </Text>
          <Chips items={insights.behaviors} n={5} color="gray" />
        </Stack>
        {/* Real, saved ideas come from the generator, which reads what this import taught. */}
        <Button
          component={Link}
          to={giftGeneratorPath(item.familyMemberId)}
          variant="light"
          size="sm"
          leftSection={<IconSparkles size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Generate ideas from this import
        </Button>
      </Stack>
    </Card>
  );
}

/** The Data Imports page: each import the viewer may see, newest first. */
export function DataImportsList() {
  const { currentFamily, isLoading: familyLoading } = useCurrentFamily();
  const [params] = useSearchParams();
  const imports = useQuery({ ...dataImportsQuery(), enabled: Boolean(currentFamily) });
  const remove = useDeleteImport();
  const [confirm, setConfirm] = useState<DataImport | null>(null);
  const member = params.get('member');
  const openImport = `?import=social${member ? `&importMember=${encodeURIComponent(member)}` : ''}`;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={1}>Data Imports</Title>
          <Text c="dimmed">What GiftLens learned from each Instagram and Facebook export.</Text>
        </div>
        <Button component={Link} to={openImport} leftSection={<IconDownload size={16} aria-hidden />}>
          Import Social Data
        </Button>
      </Group>
      {familyLoading || imports.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading data imports" />
        </Center>
      ) : imports.isError ? (
        <Alert color="red" title="Error" styles={READABLE_ALERT}>
          {IMPORTS_ERROR}
        </Alert>
      ) : !imports.data || imports.data.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Stack align="center" gap="sm">
            <Text fw={600}>No data imported yet</Text>
            <Text size="sm" c="dimmed" ta="center">
              Import a member's Instagram or Facebook export from their card in Family Profiles.
            </Text>
            <Button component={Link} to="/family-profiles" variant="light">
              Go to Family Profiles
            </Button>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {imports.data.map((item) => (
            <ImportCard key={item.id} item={item} onDelete={() => setConfirm(item)} />
          ))}
        </SimpleGrid>
      )}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title="Delete this import?">
        <Stack>
          <Text size="sm">
            GiftLens forgets everything it learned from this {confirm?.platform} export for{' '}
            {confirm?.memberName}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (confirm) remove.mutate(confirm.id, { onSuccess: () => setConfirm(null) });
              }}
            >
              Delete import
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
