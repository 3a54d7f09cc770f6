import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconPlus, IconSettings, IconUsers } from '@tabler/icons-react';
import { useAuth } from '../../../lib/auth';
import { useCurrentFamily } from '../../../lib/current-family';
import { CreateFamilyDialog } from './create-family-dialog';
import { FamilySettingsDialog } from './family-settings-dialog';

interface Props {
  /**
   * Where the switcher sits in a panel that closes (the phone menu), the panel owns the
   * dialogs: a dialog inside it would vanish with it, unsaved changes and all.
   */
  dialogs?: { openSettings: () => void; openCreate: () => void };
  /**
   * Inside the phone menu, a popover in the browser's top layer: a list portalled to the body
   * would open beneath it, so it opens inside, positioned against the screen.
   */
  inPopover?: boolean;
}

export function FamilySwitcher({ dialogs, inPopover = false }: Props = {}) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { families, currentFamily, isLoading, switchFamily } = useCurrentFamily();
  const own = useFamilyDialogs();
  const openSettings = dialogs?.openSettings ?? own.openSettings;
  const openCreate = dialogs?.openCreate ?? own.openCreate;

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
        <Menu
          position="bottom-start"
          width={260}
          shadow="md"
          {...(inPopover ? { withinPortal: false, floatingStrategy: 'fixed' as const } : {})}
        >
          <Menu.Target>
            {/* A finger's 44 px on phones (tap-target, global.css), not the button's own 36. It stays
                a block inside: as a flex box its long name would push the chevron out, unshortened. */}
            <Button
              variant="default"
              className="tap-target"
              style={{ display: 'inline-block' }}
              leftSection={<IconUsers size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={`Current family: ${currentFamily.name}. Switch family`}
              title={currentFamily.name}
              maw={{ base: 200, md: 150, lg: 200 }}
              miw={0}
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
            <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={openSettings}>
              Manage Family Settings
            </Menu.Item>
            <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
              Create New Family
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button
          variant="default"
          className="tap-target"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={openCreate}
        >
          Create Family
        </Button>
      )}
      {!dialogs && own.dialogs}
    </>
  );
}

/**
 * Create Family and Family Settings for the current family: the two dialogs (`dialogs`, to
 * render) and what opens each.
 */
export function useFamilyDialogs() {
  const [createOpened, createDialog] = useDisclosure(false);
  const [settingsOpened, settingsDialog] = useDisclosure(false);
  return {
    openCreate: createDialog.open,
    openSettings: settingsDialog.open,
    dialogs: (
      <FamilyDialogs
        createOpened={createOpened}
        onCloseCreate={createDialog.close}
        settingsOpened={settingsOpened}
        onCloseSettings={settingsDialog.close}
      />
    ),
  };
}

/** Create Family and Family Settings, for the current family. */
function FamilyDialogs(props: {
  createOpened: boolean;
  onCloseCreate: () => void;
  settingsOpened: boolean;
  onCloseSettings: () => void;
}) {
  const { currentFamily } = useCurrentFamily();
  return (
    <>
      <CreateFamilyDialog opened={props.createOpened} onClose={props.onCloseCreate} />
      {currentFamily && (
        <FamilySettingsDialog
          opened={props.settingsOpened}
          onClose={props.onCloseSettings}
          familyId={currentFamily.id}
        />
      )}
    </>
  );
}
