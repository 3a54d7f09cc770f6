import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCookie, IconDownload, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';
import { openCookieSettings } from '../../../lib/cookie-settings';
import { EXPORT_URL } from '../api/account';
import { DeleteAccountDialog } from './delete-account-dialog';

/** One thing to do with your data: what it means, then the button that does it. */
function DataAction({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="sm">{children}</Text>
      <Group>{action}</Group>
    </Stack>
  );
}

/** Your data: take it with you (one JSON file), cookie choices, or erase the account. */
export function DataCard() {
  const [deleting, deleteDialog] = useDisclosure(false);
  return (
    <SectionCard title="Your Data">
      <DataAction
        action={
          <Button
            component="a"
            href={EXPORT_URL}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download my data
          </Button>
        }
      >
        Everything GiftLens holds about you (profile, sign-ins, settings, families, your profiles and what you
        created) as one JSON file. Photos are included as links.
      </DataAction>
      <Divider />
      <DataAction
        action={
          <Button
            variant="light"
            leftSection={<IconCookie size={16} aria-hidden />}
            onClick={openCookieSettings}
          >
            Cookie settings
          </Button>
        }
      >
        Essential cookies keep you signed in. Analytics, personalization and marketing cookies are your
        choice, and you can withdraw them at any time.
      </DataAction>
      <Divider />
      <DataAction
        action={
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deleteDialog.open}
          >
            Delete my account
          </Button>
        }
      >
        Deleting your account removes you, your sign-ins and your profiles for good. Families you own pass to
        the member who joined first.
      </DataAction>
      <DeleteAccountDialog opened={deleting} onClose={deleteDialog.close} />
    </SectionCard>
  );
}
