import { Alert, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION } from '#common/account';
import { DepartureChanges } from '../../../components/departure-changes';
import { FormButtons } from '../../../components/form-buttons';
import { TypeToConfirm } from '../../../components/type-to-confirm';
import { toast } from '../../../lib/toast';
import { deletionPreviewQuery, useDeleteAccount } from '../api/account';

/** Says what will happen to each family, and deletes only once DELETE is typed. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const preview = useQuery({ ...deletionPreviewQuery(), enabled: opened, staleTime: 0 });
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const confirmed = typed === DELETE_CONFIRMATION;

  const close = () => {
    setTyped('');
    onClose();
  };
  const submit = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast(
          'Account deleted',
          'Your account and your data have been deleted. Thank you for using GiftLens.',
        );
        navigate('/', { replace: true });
      },
    });

  return (
    <Modal opened={opened} onClose={close} title="Delete my account" centered>
      <Stack gap="sm">
        <Text size="sm">
          This removes your account, your sign-ins, your settings, your profile in each family and everything
          recorded about those profiles. It cannot be undone.
        </Text>
        {preview.isLoading && <Loader size="sm" role="status" aria-label="Checking your families" />}
        {preview.error && <Alert color="red">{preview.error.message}</Alert>}
        {preview.data && preview.data.ownedFamilies.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Families you own
            </Text>
            <List size="sm" spacing={2}>
              {preview.data.ownedFamilies.map((f) => (
                <List.Item key={f.id}>
                  {f.outcome === 'handed_over'
                    ? `${f.name} passes to ${f.heir}, who joined first. Their data and the others' stays.`
                    : `${f.name} is deleted with everything in it: nobody else belongs to it.`}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <DepartureChanges enabled={opened} />
        <Text size="sm" c="dimmed">
          Profiles you added for relatives stay with their family. Consider downloading your data first.
        </Text>
        <TypeToConfirm word={DELETE_CONFIRMATION} value={typed} onChange={setTyped} />
        <FormButtons
          onCancel={close}
          busy={remove.isPending}
          submit="Delete my account"
          color="red"
          ready={confirmed}
          onConfirm={submit}
        />
      </Stack>
    </Modal>
  );
}
