import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { occasionsApi } from '#common/endpoints/occasions';
import { missingProfileParts } from '#common/member-rules';
import type { FamilyMember } from '#common/members';
import {
  BirthdayFields,
  birthdayIsValid,
  birthdayOf,
  useBirthdayDraft,
} from '../../../components/birthday-fields';
import { StepProgress } from '../../../components/step-progress';
import { endpointQuery } from '../../../lib/endpoint-client';
import { toast } from '../../../lib/toast';
import { useUpdateMemberProfile } from '../api/change-members';
import {
  missingForStep,
  type OnboardingAnswers,
  prefillAnswers,
  STEP_COUNT,
  subjectOf,
  toProfileInput,
} from './onboarding-answers';
import { GoalsStep, LifestyleStep, ShoppingStep } from './onboarding-steps';

export const ONBOARDING_DONE_PATH = '/family-profiles';
const STEP_LABELS = ['Lifestyle', 'Shopping & Style', 'Goals & Social'];
const CHILD_STEP_LABELS = ['Lifestyle', 'Shopping & Style', 'Interests now'];

/**
 * The step to open at: the one asked for (a card's "add what is missing"), but never past the
 * first step with a part of the profile still missing (common/member-rules: what the card names).
 * Other answers a step asks for (a child's life stage, say) do not hold it back at that step: the
 * card sent the person to what is missing, and Previous still reaches the rest.
 */
export function startingStep(requested: number, member: FamilyMember) {
  const firstMissing = missingProfileParts(member)[0]?.step ?? STEP_COUNT - 1;
  return Math.max(0, Math.min(requested, firstMissing, STEP_COUNT - 1));
}

/** The three-step questionnaire: answers live here until Complete Setup sends them at once. */
export function OnboardingForm({
  member,
  familyId,
  initialStep = 0,
}: {
  member: FamilyMember;
  familyId: number;
  initialStep?: number;
}) {
  const navigate = useNavigate();
  const save = useUpdateMemberProfile(familyId);
  const birthday = useBirthdayDraft();
  const subject = subjectOf(member);
  // A member with no birthday yet is asked for one on the first step (optional). One already
  // saved is changed on the member's page, not here; when the occasions cannot be read, nothing
  // is asked.
  const occasions = useQuery(endpointQuery(occasionsApi.forMember, { params: { id: member.id } }));
  const askBirthday = occasions.isSuccess && !occasions.data.some((o) => o.kind === 'birthday');
  const [answers, setAnswers] = useState<OnboardingAnswers>(() => prefillAnswers(member));
  const [step, setStep] = useState(() => startingStep(initialStep, member));
  const rootRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // After Next or Previous, the progress and the new step come into view and focus moves to
  // the step's heading so it is read out. Comparing steps (not a first-run flag) keeps
  // React's double-run of effects in development from stealing focus on load.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = rootRef.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
    rootRef.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const onChange = (patch: Partial<OnboardingAnswers>) => setAnswers((a) => ({ ...a, ...patch }));
  const saving = save.isPending || birthday.saving;
  const last = step === STEP_COUNT - 1;
  const birthdayOk = !askBirthday || birthdayIsValid(birthday.value);
  const missing = [
    ...missingForStep(step, answers, subject),
    ...(step === 0 && !birthdayOk ? ['a whole birthday (month and day), or none'] : []),
  ];
  const valid = missing.length === 0;
  const labels = subject.child ? CHILD_STEP_LABELS : STEP_LABELS;

  const submit = () =>
    save.mutate(
      { id: member.id, input: toProfileInput(member, answers) },
      {
        onSuccess: async () => {
          const born = askBirthday ? birthdayOf(birthday.value) : null;
          const saved = await birthday.saveOn(
            member.id,
            born,
            `${subject.self ? 'Your' : `${subject.name}'s`} preferences were saved, but the birthday was not. Add it on the member page.`,
          );
          if (saved)
            toast(
              'Profile Updated',
              subject.self
                ? 'Your preferences have been saved! This will help create better gift recommendations.'
                : `${subject.name}'s preferences have been saved! This will help create better gift recommendations.`,
            );
          navigate(ONBOARDING_DONE_PATH);
        },
      },
    );

  const stepProps = { answers, onChange, subject };
  return (
    // The margin keeps the progress clear of the sticky header when scrolled into view.
    <Stack gap="lg" ref={rootRef} style={{ scrollMarginTop: 80 }}>
      <StepProgress
        labels={labels}
        active={step}
        onStepClick={(i) => !saving && i < step && setStep(i)}
        size="sm"
        aria-label="Profile setup progress"
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {step === 0 && <LifestyleStep {...stepProps} />}
        {step === 0 && askBirthday && (
          <Box mt="lg">
            <BirthdayFields
              value={birthday.value}
              onChange={birthday.setValue}
              description={
                subject.self
                  ? 'Optional: your family is reminded before it (you are not).'
                  : `Optional: the family is reminded before ${subject.name}'s birthday.`
              }
            />
          </Box>
        )}
        {step === 1 && <ShoppingStep {...stepProps} />}
        {step === 2 && <GoalsStep {...stepProps} />}
      </Paper>
      <Group justify="space-between">
        <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || saving}>
          Previous
        </Button>
        {last ? (
          <Button
            onClick={submit}
            disabled={!valid || saving}
            aria-describedby={valid ? undefined : 'onboarding-missing'}
          >
            {saving ? 'Saving...' : 'Complete Setup'}
          </Button>
        ) : (
          <Button
            onClick={() => setStep(step + 1)}
            disabled={!valid || saving}
            aria-describedby={valid ? undefined : 'onboarding-missing'}
          >
            Next
          </Button>
        )}
      </Group>
      {!valid && (
        // Why the button is disabled, read with it and shown beside it.
        <Text id="onboarding-missing" size="sm" c="dimmed" ta="right" aria-live="polite">
          Still needed: {missing.join(', ')}.
        </Text>
      )}
    </Stack>
  );
}
