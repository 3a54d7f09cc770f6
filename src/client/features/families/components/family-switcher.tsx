import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconPlus, IconSettings, IconUsers } from '@tabler/icons-react';
import { useAuth } from '../../../lib/auth';
import { useCurrentFamily } from '../../../lib/current-family';
import { CreateFamilyDialog } from './create-family-dialog';
import { FamilySettingsDialog } from './family-settings-dialog';

export function FamilySwitcher() {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { families, currentFamily, isLoading, switchFamily } = useCurrentFamily();
  const [createOpened, createDialog] = useDisclosure(false);
  const [settingsOpened, settingsDialog] = useDisclosure(false);

  if (authLoading || isLoading) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading...
      </Text>
    );
  }
  if (!isAuthenticated) {
    return (
      <Text size="sm" c="dimmed">
        Please log in to create a family
      </Text>
    );
  }

  return (
    <>
      {currentFamily ? (
        <Menu position="bottom-start" width={260} shadow="md">
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={`Current family: ${currentFamily.name}. Switch family`}
              maw={240}
            >
              <Text span truncate size="sm" fw={500}>
                {currentFamily.name}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Your families</Menu.Label>
            {families.map((family) => {
              const current = family.id === currentFamily.id;
              return (
                <Menu.Item
                  key={family.id}
                  onClick={() => (current ? undefined : void switchFamily(family.id))}
                  rightSection={current ? <IconCheck size={16} aria-label="current family" /> : null}
                  aria-current={current ? 'true' : undefined}
                >
                  {family.name}
                </Menu.Item>
              );
            })}
            <Menu.Divider />
            <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={settingsDialog.open}>
              Manage Family Settings
            </Menu.Item>
            <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
              Create New Family
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={createDialog.open}
        >
          Create Family
        </Button>
      )}
      <CreateFamilyDialog opened={createOpened} onClose={createDialog.close} />
      {currentFamily && (
        <FamilySettingsDialog
          opened={settingsOpened}
          onClose={settingsDialog.close}
          familyId={currentFamily.id}
        />
      )}
    </>
  );
}
