import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCookie, IconDownload, IconTrash } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card';
import { openCookieSettings } from '../../../lib/cookie-settings';
import { EXPORT_URL } from '../api/account';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Your data: take it with you (one JSON file), cookie choices, or erase the account. */
export function DataCard() {
  const [deleting, deleteDialog] = useDisclosure(false);
  return (
    <SectionCard title="Your Data">
      <Stack gap="xs">
        <Text size="sm">
          Everything GiftLens holds about you (profile, sign-ins, settings, families, your profiles and what
          you created) as one JSON file. Photos are included as links.
        </Text>
        <Group>
          <Button
            component="a"
            href={EXPORT_URL}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download my data
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Text size="sm">
          Essential cookies keep you signed in. Analytics, personalization and marketing cookies are your
          choice, and you can withdraw them at any time.
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconCookie size={16} aria-hidden />}
            onClick={openCookieSettings}
          >
            Cookie settings
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Text size="sm">
          Deleting your account removes you, your sign-ins and your profiles for good. Families you own pass
          to the member who joined first.
        </Text>
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deleteDialog.open}
          >
            Delete my account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={deleteDialog.close} />
    </SectionCard>
  );
}
