import { Modal, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type JoinLookup, joinFamilySchema } from '#common/families';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useCurrentFamily } from '../../../lib/current-family';
import { validateWith } from '../../../lib/schema-form';
import { toast, toastError } from '../../../lib/toast';
import { lookupInvite, useJoinFamily } from '../api/join-family';
import { CodeStep, DetailsStep, FoundStep, type JoinDetails } from './join-steps';

export const JOIN_SWITCH_DELAY_MS = 500;
type Step = 'code' | 'found' | 'details' | 'joined';
const STEP_INDEX: Record<Step, number> = { code: 0, found: 1, details: 2, joined: 3 };

const splitInterests = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The form's strings as the join request: the server's schema validates exactly this. */
const toJoinInput = (values: JoinDetails) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  relationship: values.relationship,
  age: values.age === '' ? null : Number(values.age),
  interests: splitInterests(values.interests),
});

export function JoinFamilyDialog(props: { opened: boolean; presetCode?: string; onClose: () => void }) {
  const { user } = useAuth();
  const { switchFamily } = useCurrentFamily();
  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState('');
  const [family, setFamily] = useState<JoinLookup | null>(null);
  const join = useJoinFamily();
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<JoinDetails>({
    initialValues: { name: '', email: '', relationship: '', age: '', interests: '' },
    validate: validateWith(joinFamilySchema, toJoinInput),
  });

  const lookup = useMutation({
    mutationFn: lookupInvite,
    onSuccess: (found) => {
      setFamily(found);
      setStep('found');
    },
    onError: (err) => {
      setFamily(null);
      if (err instanceof ApiError && err.status === 404) {
        toastError('Family not found', 'Invalid invite code. Please check and try again.');
      } else {
        toastError('Family not found', err.message);
      }
    },
  });

  const findFamily = (c: string) => {
    if (!c.trim()) {
      toastError('Missing invite code', 'Please enter a valid invite code');
      return;
    }
    lookup.mutate(c.trim());
  };

  // Opening with a code from a link looks it up at once.
  const { opened, presetCode } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening with a preset code
  useEffect(() => {
    if (!opened) return;
    if (presetCode) {
      const normalized = presetCode.toUpperCase();
      setStep('code');
      setFamily(null);
      setCode(normalized);
      findFamily(normalized);
    }
  }, [opened, presetCode]);

  // Prefill who is joining from the account, without overwriting what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is stable; runs when the user loads
  useEffect(() => {
    if (!opened || !user) return;
    if (!form.getValues().name)
      form.setFieldValue('name', [user.firstName, user.lastName].filter(Boolean).join(' '));
    if (!form.getValues().email) form.setFieldValue('email', user.email ?? '');
  }, [opened, user]);

  useEffect(() => () => clearTimeout(switchTimer.current), []);

  const reset = () => {
    setStep('code');
    setCode('');
    setFamily(null);
    form.reset();
    lookup.reset();
    join.reset();
  };

  const close = () => {
    if (step === 'joined') reset();
    props.onClose();
  };

  const submit = (values: JoinDetails) => {
    if (!user) {
      toastError('Authentication required', 'Please log in to join a family');
      return;
    }
    join.mutate(
      {
        code,
        input: toJoinInput(values),
      },
      {
        onSuccess: (result) => {
          setStep('joined');
          toast('Welcome to the family!', `You have joined ${result.family.name}.`);
          switchTimer.current = setTimeout(
            () => void switchFamily(result.family.id, { quiet: true }),
            JOIN_SWITCH_DELAY_MS,
          );
        },
      },
    );
  };

  const onInvalid = () => toastError('Missing information', 'Please fill in all required fields');

  return (
    <Modal opened={props.opened} onClose={close} title="Join Family" centered size="md">
      <Stepper active={STEP_INDEX[step]} size="xs" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label="Code" />
        <Stepper.Step label="Family" />
        <Stepper.Step label="Your details" />
      </Stepper>
      {step === 'code' && (
        <CodeStep
          code={code}
          onChange={setCode}
          onContinue={() => findFamily(code)}
          loading={lookup.isPending}
        />
      )}
      {step === 'found' && family && (
        <FoundStep
          family={family}
          onBack={() => {
            setFamily(null);
            setStep('code');
          }}
          onContinue={() => setStep('details')}
        />
      )}
      {step === 'details' && (
        <DetailsStep
          form={form}
          onBack={() => setStep('found')}
          onSubmit={submit}
          onInvalid={onInvalid}
          loading={join.isPending}
        />
      )}
      {step === 'joined' && family && (
        <Stack align="center" ta="center" py="md">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>You are now a member of {family.name}.</Text>
          <Text size="sm" c="dimmed">
            Switching to your new family…
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
