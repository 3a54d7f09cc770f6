import {
  Alert,
  Button,
  Divider,
  FileButton,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconFileUpload, IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { membersApi } from '#common/endpoints/members';
import { DEFAULT_IMPORT_FILE_MAX_BYTES, type ImportPlatform } from '#common/imports/files';
import { RemoveButton } from '../../../components/remove-button';
import { useAuth } from '../../../lib/auth';
import { useCurrentFamily } from '../../../lib/current-family';
import { endpointQuery } from '../../../lib/endpoint-client';
import { toast, toastError } from '../../../lib/toast';
import { ImportFileError, refreshAfterImport, runImport } from '../api/data-imports';
import { type PickedFile, type Selection, selectImportFiles } from '../zip-selection';
import { AutomationTools } from './automation-tools';
import { FacebookGuide, InstagramTransferGuide, RequestSteps, useFacebookChecklist } from './import-guides';

const PLATFORM_LABEL: Record<ImportPlatform, string> = { instagram: 'Instagram', facebook: 'Facebook' };
const PLATFORM_TABS = [
  { value: 'instagram', label: PLATFORM_LABEL.instagram, Icon: IconBrandInstagram },
  { value: 'facebook', label: PLATFORM_LABEL.facebook, Icon: IconBrandFacebook },
] as const;
export const PRIVACY_SENTENCE =
  'Private by design: a zip is opened on this device and only its ad, interest, like, follow, search and wishlist files are sent; messages, photos and videos never leave it.';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

type Phase = { step: 'idle' } | { step: 'opening' } | { step: 'processing'; done: number; total: number };

export function ImportDialog({ onClose, defaultMemberId }: { onClose(): void; defaultMemberId?: number }) {
  const { user } = useAuth();
  const { currentFamily } = useCurrentFamily();
  const queryClient = useQueryClient();
  const members = useQuery({
    ...endpointQuery(membersApi.list, { params: { familyId: currentFamily?.id ?? 0 } }),
    enabled: Boolean(currentFamily),
  });
  const importable = (members.data ?? []).filter((m) => m.canEdit);
  const [platform, setPlatform] = useState<ImportPlatform>('instagram');
  const [memberId, setMemberId] = useState<string | null>(defaultMemberId ? String(defaultMemberId) : null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [notes, setNotes] = useState<Omit<Selection, 'files'> | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const resetRef = useRef<() => void>(null);
  const checklist = useFacebookChecklist(user?.id ?? 0);
  const busy = phase.step !== 'idle';

  const clear = () => {
    setFiles([]);
    setNotes(null);
    resetRef.current?.();
  };

  async function pick(picked: File[]) {
    if (picked.length === 0) return;
    setPhase({ step: 'opening' });
    try {
      const selection = await selectImportFiles(picked, DEFAULT_IMPORT_FILE_MAX_BYTES);
      setFiles((previous) => {
        const keys = new Set(previous.map((f) => f.key));
        return [...previous, ...selection.files.filter((f) => !keys.has(f.key))];
      });
      setNotes(selection);
    } catch (err) {
      toastError(
        'Could not open the file',
        err instanceof Error ? err.message : 'The zip could not be read.',
      );
    } finally {
      setPhase({ step: 'idle' });
      resetRef.current?.();
    }
  }

  async function start() {
    const label = PLATFORM_LABEL[platform];
    if (files.length === 0) {
      toastError('No files selected', 'Please select files to import before proceeding.');
      return;
    }
    if (!memberId) {
      toastError('No family member selected', 'Choose whose data this is.');
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'processing', done: 0, total: files.length });
    try {
      const run = await runImport(platform, Number(memberId), files, {
        signal: controller.signal,
        onProgress: (done) => setPhase({ step: 'processing', done, total: files.length }),
      });
      await refreshAfterImport(queryClient);
      toast(
        `${label} data imported`,
        run.items > 0
          ? `${run.items} items from ${run.files} file${run.files === 1 ? '' : 's'}.`
          : 'The files held nothing GiftLens could learn from.',
      );
      onClose();
    } catch (err) {
      setPhase({ step: 'idle' });
      if (controller.signal.aborted) {
        toast('Import cancelled', 'Nothing was kept.');
        return;
      }
      toastError(
        `Failed to import ${label} data`,
        err instanceof ImportFileError ? err.message : `There was an error processing your ${label} data`,
      );
    }
  }

  const cancel = () => {
    if (phase.step === 'processing') abort.current?.abort(new Error('cancelled'));
    else onClose();
  };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const facebookBlocked = platform === 'facebook' && !checklist.all;

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title="Import Social Data"
      size="xl"
      closeOnClickOutside={!busy}
    >
      <Stack gap="md">
        {currentFamily ? (
          <Select
            label="Family member"
            placeholder={members.isLoading ? 'Loading members…' : 'Whose data is this?'}
            data={importable.map((m) => ({ value: String(m.id), label: `${m.name} (${m.relationship})` }))}
            value={memberId}
            onChange={setMemberId}
            nothingFoundMessage="No one you may import for"
            allowDeselect={false}
            disabled={busy}
            required
          />
        ) : (
          <Alert color="yellow">
            Create or join a family first: data is imported for a member of your family.
          </Alert>
        )}
        <Tabs
          value={platform}
          onChange={(value) => {
            if (busy || !value) return;
            setPlatform(value as ImportPlatform);
            clear();
          }}
        >
          <Tabs.List>
            {PLATFORM_TABS.map(({ value, label, Icon }) => (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={16} aria-hidden />}
                disabled={busy}
              >
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="instagram" pt="sm">
            <Stack gap="sm">
              <RequestSteps platform="instagram" />
              <InstagramTransferGuide userId={user?.id ?? 0} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="facebook" pt="sm">
            <Stack gap="sm">
              <RequestSteps platform="facebook" />
              <FacebookGuide checklist={checklist} />
            </Stack>
          </Tabs.Panel>
        </Tabs>

        <Alert variant="light" color="teal" icon={<IconLock size={18} aria-hidden />}>
          {PRIVACY_SENTENCE}
        </Alert>

        <Group gap="xs">
          <FileButton
            onChange={pick}
            accept=".zip,.json,.html,.htm,.txt"
            multiple
            resetRef={resetRef}
            disabled={busy}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconFileUpload size={16} aria-hidden />}
                loading={phase.step === 'opening'}
              >
                Choose files
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            The export's .zip (one or several parts, or the meta-….zip), or loose .json, .html, .txt files
          </Text>
        </Group>

        {notes && (notes.keptLocal > 0 || notes.refused.length > 0 || notes.tooLarge.length > 0) && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {notes.keptLocal > 0 &&
              `${notes.keptLocal.toLocaleString('en-US')} other files stay on this device. `}
            {notes.refused.length > 0 && `Not an export file: ${notes.refused.join(', ')}. `}
            {notes.tooLarge.length > 0 && `Over the 25 MB per-file limit: ${notes.tooLarge.join(', ')}.`}
          </Text>
        )}

        {files.length > 0 && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {files.length} file{files.length === 1 ? '' : 's'} to send ({kb(total)})
              </Text>
              <RemoveButton onClick={clear} disabled={busy}>
                Clear All
              </RemoveButton>
            </Group>
            <ScrollArea.Autosize
              mah={180}
              type="auto"
              viewportProps={{ tabIndex: 0, 'aria-label': 'File list' }}
            >
              <Table fz="xs" verticalSpacing={2} aria-label="Files to send">
                <Table.Tbody>
                  {files.map((f) => (
                    <Table.Tr key={f.key}>
                      <Table.Td>
                        <Text size="xs" fw={500}>
                          {f.name}
                        </Text>
                        {f.from && (
                          <Text size="xs" c="dimmed">
                            {f.from}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {kb(f.size)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Stack>
        )}

        {phase.step === 'processing' && (
          <Stack gap={4}>
            <Progress
              value={(phase.done / phase.total) * 100}
              aria-label={`Imported ${phase.done} of ${phase.total} files`}
              animated
            />
            <Text size="xs" ta="right" aria-live="polite">
              {phase.done}/{phase.total}
            </Text>
          </Stack>
        )}

        <Divider />
        <AutomationTools />

        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button
            onClick={start}
            loading={phase.step === 'processing'}
            disabled={!currentFamily || facebookBlocked || phase.step === 'opening'}
          >
            Import
          </Button>
        </Group>
        {facebookBlocked && (
          <Text size="xs" c="dimmed" ta="right">
            Tick the five Facebook steps to import.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
