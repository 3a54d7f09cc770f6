import { Button, Center, Group, Loader, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { EXCHANGE_LIMITS } from '#common/gift-exchanges';
import type { FamilyMember } from '#common/members';
import { occasionLabel } from '#common/occasion-label';
import { DialogNotice } from '../../../components/dialog-notice';
import { MoneyInput } from '../../../components/money-input';
import { fieldRefusalOf } from '../../../lib/api';
import { useRenderClock } from '../../../lib/render-clock';
import { toast } from '../../../lib/toast';
import {
  EXCHANGE_FIELD_ERRORS,
  familyMembersQuery,
  familyOccasionsQuery,
  useCreateExchange,
} from '../api/gift-exchanges';
import { type ExchangeValues, exchangeBody, exchangeErrors, FORM_FIELD } from '../exchange-form';
import { formatDay, isoToday } from '../exchange-text';
import { ExclusionsField } from './exclusions-field';
import { hasAccount, ParticipantsField } from './participants-field';

export interface ExchangeSetupDialogProps {
  opened: boolean;
  onClose: () => void;
  familyId: number;
}

/** The owner starts an exchange: who takes part, who must not draw whom, the budget and the reveal. */
export function ExchangeSetupDialog(props: ExchangeSetupDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Start a gift exchange"
      size="lg"
      fullScreen={phone}
    >
      {/* Mounted with the dialog's content: each opening starts afresh. */}
      <SetupForm {...props} />
    </Modal>
  );
}

function SetupForm({ onClose, familyId }: ExchangeSetupDialogProps) {
  const members = useQuery({ ...familyMembersQuery(familyId), enabled: familyId > 0 });
  if (members.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading family members" />
      </Center>
    );
  }
  if (members.isError) {
    return (
      <DialogNotice
        alert={{ color: 'red', variant: 'light', title: 'Family members could not be loaded' }}
        onClose={onClose}
      >
        {members.error.message}
      </DialogNotice>
    );
  }
  return <SetupFields onClose={onClose} familyId={familyId} members={members.data} />;
}

function SetupFields({
  onClose,
  familyId,
  members,
}: {
  onClose: () => void;
  familyId: number;
  members: FamilyMember[];
}) {
  const { locale, now } = useRenderClock();
  const today = isoToday(now);
  const occasions = useQuery({ ...familyOccasionsQuery(familyId), enabled: familyId > 0 });
  const create = useCreateExchange(familyId);
  const busy = create.isPending;
  const ids = useId();
  const form = useForm<ExchangeValues>({
    initialValues: {
      title: '',
      budget: '',
      occasionId: null,
      revealDate: '',
      participantMemberIds: members.filter(hasAccount).map((m) => String(m.id)),
      exclusions: [],
    },
    validate: (values) => exchangeErrors(values, today),
  });
  const v = form.values;
  const nameOf = new Map(members.map((m) => [m.id, m.name]));
  const chosen = members.filter((m) => v.participantMemberIds.includes(String(m.id)));

  const occasionChoices: { value: string; label: string; date: string; name: string }[] = [];
  for (const o of occasions.data ?? []) {
    if (o.id === null || occasionChoices.some((c) => c.value === String(o.id))) continue;
    const name = occasionLabel(o);
    occasionChoices.push({
      value: String(o.id),
      label: `${name} · ${formatDay(o.date, locale)}`,
      name,
      date: o.date,
    });
  }
  const pickOccasion = (value: string | null) => {
    form.setFieldValue('occasionId', value);
    const occasion = occasionChoices.find((c) => c.value === value);
    if (!occasion) return;
    // A start, never over what was typed.
    if (!form.values.title.trim()) form.setFieldValue('title', occasion.name.slice(0, EXCHANGE_LIMITS.title));
    if (!form.values.revealDate && occasion.date > today) form.setFieldValue('revealDate', occasion.date);
  };

  const setParticipants = (value: string[]) => {
    // In the members' order; the exclusions of someone no longer taking part go with them.
    const next = members.filter((m) => value.includes(String(m.id))).map((m) => String(m.id));
    form.setFieldValue('participantMemberIds', next);
    form.setFieldValue(
      'exclusions',
      form.values.exclusions.filter(([a, b]) => next.includes(String(a)) && next.includes(String(b))),
    );
  };

  const submit = form.onSubmit((values) => {
    create.mutate(exchangeBody(values), {
      onSuccess: (exchange) => {
        toast(
          'Exchange started',
          `${exchange.title} is drawn: everyone taking part can now reveal their match.`,
        );
        onClose();
      },
      onError: (err) => {
        // The toast says it too; the form keeps it beside the field it is about.
        const refused = fieldRefusalOf(err, EXCHANGE_FIELD_ERRORS);
        const field = refused && FORM_FIELD[refused.field];
        if (refused && field) form.setFieldError(field, refused.words);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="e.g. Christmas Secret Santa"
          withAsterisk
          maxLength={EXCHANGE_LIMITS.title}
          disabled={busy}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MoneyInput
            label="Budget"
            description="What each gift should cost, in dollars"
            withAsterisk
            prefix="$"
            placeholder="$25"
            maxCents={EXCHANGE_LIMITS.maxBudgetCents}
            hideControls={false}
            thousandSeparator=","
            disabled={busy}
            {...form.getInputProps('budget')}
          />
          <TextInput
            type="date"
            label="Reveal date"
            description="From this day everyone sees the whole draw"
            min={today}
            disabled={busy}
            {...form.getInputProps('revealDate')}
          />
        </SimpleGrid>
        <Select
          label="Occasion"
          description="Optional: what the gifts are for"
          placeholder={
            occasions.isPending
              ? 'Loading occasions…'
              : occasionChoices.length
                ? 'Choose an occasion'
                : 'No occasions in the coming year'
          }
          data={occasionChoices.map(({ value, label }) => ({ value, label }))}
          clearable
          searchable
          nothingFoundMessage="No such occasion"
          disabled={busy || occasionChoices.length === 0}
          {...form.getInputProps('occasionId')}
          onChange={pickOccasion}
        />
        <ParticipantsField
          id={`${ids}-participants`}
          members={members}
          value={v.participantMemberIds}
          onChange={setParticipants}
          error={form.errors.participantMemberIds}
          disabled={busy}
        />
        <ExclusionsField
          id={`${ids}-exclusions`}
          participants={chosen}
          value={v.exclusions}
          nameOf={(id) => nameOf.get(id) ?? 'Someone'}
          onChange={(next) => {
            form.setFieldValue('exclusions', next);
            form.clearFieldError('exclusions');
          }}
          error={form.errors.exclusions}
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button variant="default" className="tap-target" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" className="tap-target" loading={busy}>
            Start and draw
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
