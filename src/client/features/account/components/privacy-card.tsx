import {
  Alert,
  Input,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  useMantineColorScheme,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Theme, UserSettingsPatch } from '#common/account';
import { SectionCard } from '../../../components/section-card';
import { toast } from '../../../lib/toast';
import { settingsQuery, useUpdateSettings } from '../api/account';

type Flag = 'emailNotifications' | 'profileVisible' | 'activityVisible';

const SWITCHES: { flag: Flag; label: string; description: string }[] = [
  {
    flag: 'emailNotifications',
    label: 'E-mail notifications',
    description:
      'Invitations and notices about your families, such as a family passed on to you. Off: GiftLens sends you no e-mail.',
  },
  {
    flag: 'profileVisible',
    label: 'Profile visible to family',
    description:
      'Relatives see your interests, e-mail and questionnaire answers in every family. Off: they see your name and relationship only.',
  },
  {
    flag: 'activityVisible',
    label: 'Show my activity',
    description:
      'Relatives see which ads you tracked and which gifts you marked. Off: they see the ads and gifts, not that they came from you.',
  },
];

export const colorSchemeOf = (theme: Theme) => (theme === 'system' ? 'auto' : theme);

/** Privacy & Notifications: each switch is saved the moment it moves; the theme applies at once. */
export function PrivacyCard() {
  const settings = useQuery(settingsQuery());
  const update = useUpdateSettings();
  const { setColorScheme } = useMantineColorScheme();

  const save = (patch: UserSettingsPatch) =>
    update.mutate(patch, { onSuccess: () => toast('Settings updated') });

  return (
    <SectionCard title="Privacy & Notifications">
      {settings.isLoading && <Skeleton h={180} role="status" aria-label="Loading privacy settings" />}
      {settings.error && <Alert color="red">{settings.error.message}</Alert>}
      {settings.data && (
        <Stack gap="md">
          {SWITCHES.map(({ flag, label, description }) => (
            <Switch
              key={flag}
              label={label}
              // The label alone names the switch; the description is read as its description.
              aria-label={label}
              description={description}
              checked={settings.data[flag]}
              onChange={(e) => save({ [flag]: e.currentTarget.checked })}
            />
          ))}
          <Input.Wrapper label="Theme" description="Applies at once, on every device you sign in on.">
            <SegmentedControl
              mt={6}
              fullWidth
              aria-label="Theme"
              value={settings.data.theme}
              data={[
                { value: 'system', label: 'System' },
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
              ]}
              onChange={(value) => {
                const theme = value as Theme;
                setColorScheme(colorSchemeOf(theme));
                save({ theme });
              }}
            />
          </Input.Wrapper>
        </Stack>
      )}
    </SectionCard>
  );
}
