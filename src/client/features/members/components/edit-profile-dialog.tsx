import { Button, Group, Modal, NumberInput, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MEMBER_RELATIONSHIPS, type MemberSection } from '#common/member-constants';
import type { FamilyMember } from '#common/members';
import { toast } from '../../../lib/toast';
import { useUpdateMember } from '../api/change-members';
import { placeholderFor } from '../privacy-texts';
import { type EditState, initialEditState, toUpdateBody, validateEdit } from './edit-profile-state';
import { LifestyleTab, PersonalityTab, ShoppingTab, SocialTab } from './edit-profile-tabs';
import { InterestEditor } from './interest-editor';

interface Props {
  opened: boolean;
  onClose: () => void;
  familyId: number;
  member: FamilyMember;
}

export function EditProfileDialog({ opened, onClose, familyId, member }: Props) {
  const update = useUpdateMember(familyId);
  const [state, setState] = useState<EditState>(() => initialEditState(member));
  const [errors, setErrors] = useState<ReturnType<typeof validateEdit>>({});
  const [tab, setTab] = useState<string | null>('basic');
  const hidden = member.hiddenFields;

  useEffect(() => {
    if (opened) {
      setState(initialEditState(member));
      setErrors({});
      setTab('basic');
    }
  }, [opened, member]);

  const set = (patch: Partial<EditState>) => setState((s) => ({ ...s, ...patch }));
  const updateSection = <K extends MemberSection>(section: K, patch: Partial<EditState[K]>) =>
    setState((s) => ({ ...s, [section]: { ...s[section], ...patch } }));

  const save = () => {
    const found = validateEdit(state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTab('basic');
      return;
    }
    update.mutate(
      { id: member.id, input: toUpdateBody(state, hidden) },
      {
        onSuccess: (saved) => {
          toast('Profile updated', `${saved.name}'s profile has been saved.`);
          onClose();
        },
      },
    );
  };

  const tabProps = { state, update: updateSection, hidden, isChild: member.isChild };
  // Anchored near the top rather than centred, with a steady minimum height: switching tabs
  // changes how tall the content is, and a centred dialog would jump up and down with it.
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit Profile — ${member.name}`} size="lg" yOffset="4vh">
      <Tabs value={tab} onChange={setTab} keepMounted={false} mih={460}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="basic">Basic</Tabs.Tab>
          <Tabs.Tab value="lifestyle">Lifestyle</Tabs.Tab>
          <Tabs.Tab value="shopping">Shopping</Tabs.Tab>
          <Tabs.Tab value="personality">Personality</Tabs.Tab>
          <Tabs.Tab value="social">Social</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic">
          <Stack>
            <TextInput
              label="Name"
              required
              maxLength={80}
              value={state.name}
              error={errors.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
            />
            {hidden.includes('email') ? (
              <Text size="sm" c="dimmed" fs="italic">
                {placeholderFor('email')}
              </Text>
            ) : (
              <TextInput
                label="Email"
                type="email"
                value={state.email}
                error={errors.email}
                onChange={(e) => set({ email: e.currentTarget.value })}
              />
            )}
            {hidden.includes('age') ? (
              <Text size="sm" c="dimmed" fs="italic">
                {placeholderFor('age')}
              </Text>
            ) : (
              <NumberInput
                label="Age"
                allowDecimal={false}
                allowNegative={false}
                value={state.age}
                error={errors.age}
                onChange={(age) => set({ age })}
              />
            )}
            <Select
              label="Relationship"
              placeholder="Choose a relationship"
              required
              data={[...new Set([...MEMBER_RELATIONSHIPS, state.relationship].filter(Boolean))]}
              value={state.relationship || null}
              error={errors.relationship}
              onChange={(v) => set({ relationship: v ?? '' })}
            />
            {hidden.includes('interests') ? (
              <Text size="sm" c="dimmed" fs="italic">
                {placeholderFor('interests')}
              </Text>
            ) : (
              <InterestEditor value={state.interests} onChange={(interests) => set({ interests })} />
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="lifestyle">
          <LifestyleTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="shopping">
          <ShoppingTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="personality">
          <PersonalityTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="social">
          <SocialTab {...tabProps} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={update.isPending}>
          Save Changes
        </Button>
      </Group>
    </Modal>
  );
}
