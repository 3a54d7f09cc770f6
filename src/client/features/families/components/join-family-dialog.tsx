import { Alert, Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type JoinLookup, joinFamilySchema } from '#common/families';
import {
  ageFromBirthday,
  birthdayOf,
  birthdayProblems,
  useBirthdayDraft,
} from '../../../components/birthday-fields';
import { StepProgress } from '../../../components/step-progress';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useCurrentFamily } from '../../../lib/current-family';
import { validateWith } from '../../../lib/schema-form';
import { clearErrorToast, toastError } from '../../../lib/toast';
import { lookupInvite, useJoinFamily } from '../api/join-family';
import { AlreadyMemberStep, CodeStep, DetailsStep, FoundStep, type JoinDetails } from './join-steps';

export const JOIN_SWITCH_DELAY_MS = 500;
type Step = 'code' | 'found' | 'already' | 'details' | 'joined';
const STEP_INDEX: Record<Step, number> = { code: 0, found: 1, already: 1, details: 2, joined: 3 };
const STEP_LABELS = ['Code', 'Family', 'Your details'];

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
  /** The profile the family keeps for the joiner that they join as; null: a new one. */
  const [takeOver, setTakeOver] = useState<number | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const navigate = useNavigate();
  const join = useJoinFamily();
  const birthday = useBirthdayDraft();
  const [attempted, setAttempted] = useState(false);
  const [birthdayFailed, setBirthdayFailed] = useState(false);
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<JoinDetails>({
    initialValues: { name: '', email: '', relationship: '', age: '', interests: '' },
    validate: validateWith(joinFamilySchema, toJoinInput),
  });

  const lookup = useMutation({
    mutationFn: lookupInvite,
    onSuccess: (found) => {
      setFamily(found);
      // One record per person: the profile the family keeps under an address their sign-in
      // verified is the default; one that only carries their name is theirs to pick.
      setTakeOver(found.yourProfiles.find((p) => p.verified)?.id ?? null);
      setCodeError(undefined);
      clearErrorToast();
      setStep(found.alreadyMember ? 'already' : 'found');
    },
    onError: (err) => {
      setFamily(null);
      const message =
        err instanceof ApiError && err.status === 404
          ? 'Invalid invite code. Please check and try again.'
          : err.message;
      setCodeError(message);
      // 403: the family withdrew this person's invitation (the server says so).
      toastError(err instanceof ApiError && err.status === 403 ? 'Cannot join' : 'Family not found', message);
    },
  });

  const findFamily = (c: string) => {
    if (!c.trim()) {
      setCodeError('Please enter a valid invite code');
      return;
    }
    lookup.mutate(c.trim());
  };

  const goToFamily = async () => {
    if (!family) return;
    await switchFamily(family.id, { quiet: true });
    reset();
    props.onClose();
    navigate('/family-profiles');
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
    setCodeError(undefined);
    setStep('code');
    setCode('');
    setFamily(null);
    form.reset();
    birthday.reset();
    setAttempted(false);
    setBirthdayFailed(false);
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
    const birthdayProblem = Object.values(birthdayProblems(birthday.value, { complete: true }))[0];
    if (birthdayProblem) {
      toastError('Check your details', birthdayProblem);
      return;
    }
    const born = birthdayOf(birthday.value);
    const input = { ...toJoinInput(values), takeOverMemberId: takeOver };
    // A birthday with a year says the age, when none was typed.
    if (input.age === null) input.age = ageFromBirthday(born);
    join.mutate(
      { code, input },
      {
        onSuccess: async (result) => {
          setStep('joined');
          switchTimer.current = setTimeout(
            () => void switchFamily(result.family.id, { quiet: true }),
            JOIN_SWITCH_DELAY_MS,
          );
          // The joiner's own member record came back with the join: the birthday goes on it. If
          // that fails, the join still stands, and the dialog says what is missing.
          const saved = await birthday.saveOn(
            result.member.id,
            born,
            `You joined ${result.family.name}, but your birthday was not saved. Add it on your profile.`,
          );
          // The dialog's last step says it all: no toast on top of it (issue 36).
          if (!saved) setBirthdayFailed(true);
        },
      },
    );
  };

  // The toast names what is wrong ("Age must be between 1 and 120"), as the field does.
  const onInvalid = (errors: Record<string, unknown>) => {
    const problems = Object.values(errors).filter(
      (problem): problem is string => typeof problem === 'string',
    );
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    toastError('Check your details', `${problems[0] ?? 'Please fill in all required fields'}${more}`);
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Join Family" centered size="md">
      {!user && (
        <Alert color="violet" mb="md" title="Sign in to join">
          You can look up the code now; joining needs an account. Sign in with the buttons on the page and
          this invite opens again afterwards.
        </Alert>
      )}
      <StepProgress labels={STEP_LABELS} active={STEP_INDEX[step]} size="xs" mb="lg" />
      {step === 'code' && (
        <CodeStep
          code={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          onContinue={() => findFamily(code)}
          loading={lookup.isPending}
          error={codeError}
        />
      )}
      {step === 'already' && family && (
        <AlreadyMemberStep
          family={family}
          onGo={() => void goToFamily()}
          onBack={() => {
            setFamily(null);
            setStep('code');
          }}
        />
      )}
      {step === 'found' && family && (
        <FoundStep
          family={family}
          onBack={() => {
            setFamily(null);
            setStep('code');
          }}
          takeOver={takeOver}
          onTakeOverChange={setTakeOver}
          onContinue={() => setStep('details')}
        />
      )}
      {step === 'details' && (
        <DetailsStep
          form={form}
          birthday={birthday.value}
          onBirthdayChange={birthday.setValue}
          attempted={attempted}
          onAttempt={() => setAttempted(true)}
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
          <Text fw={600}>Welcome to the family!</Text>
          <Text>You are now a member of {family.name}.</Text>
          <Text size="sm" c="dimmed">
            It is your current family now: its members, ideas and ads are one tap away.
          </Text>
          {join.data?.claimed && (
            <Alert color="violet" ta="left" title={`You said “${join.data.claimed.name}” is you`}>
              The family owner is asked to merge it into your profile. Until they decide, what relatives plan
              for {join.data.claimed.name} stays out of your sight.
            </Alert>
          )}
          {birthdayFailed && (
            <Alert color="orange" ta="left" title="Your birthday was not saved">
              Your membership is saved. Add your birthday on your profile page.
            </Alert>
          )}
          {/* Never a dead end: the family's page is right here, whether or not the switch is done. */}
          <Button data-autofocus onClick={() => void goToFamily()}>
            See your family
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
