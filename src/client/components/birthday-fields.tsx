import { Box, Fieldset, NumberInput, Select, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ageOn, daysInMonth, monthName, todayIn } from '#common/calendar';
import { occasionsApi } from '#common/endpoints/occasions';
import { OCCASION_LIMITS } from '#common/occasions';
import { callEndpoint, mutationMetaOf } from '../lib/endpoint-client';
import { toastError } from '../lib/toast';

/** A birthday as the fields hold it: '' until typed, the month as Select's string. */
export interface BirthdayValue {
  month: string | null;
  day: number | string;
  year: number | string;
}

export const EMPTY_BIRTHDAY: BirthdayValue = { month: null, day: '', year: '' };

/** A birthday as the occasions API takes it (`kind: 'birthday'` is added by the caller). */
export interface Birthday {
  month: number;
  day: number;
  year: number | null;
}

type Field = 'month' | 'day' | 'year';
export type BirthdayProblems = Partial<Record<Field, string>>;

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) }));

const typed = (v: number | string | null | undefined) => v !== '' && v !== null && v !== undefined;

export const isBlankBirthday = (v: BirthdayValue) => v.month === null && !typed(v.day) && !typed(v.year);

/**
 * What is wrong with a birthday as typed, by field. Inline (as it is typed) only what cannot be:
 * February 30, a year before 1900 or in the future (once four digits are in). With `complete`
 * (a submit), also what is missing: a birthday needs its month and day; the year stays optional.
 * Nothing at all is no birthday, which is never a problem.
 */
export function birthdayProblems(v: BirthdayValue, { complete = false } = {}): BirthdayProblems {
  if (isBlankBirthday(v)) return {};
  const problems: BirthdayProblems = {};
  const month = v.month ? Number(v.month) : null;
  const day = typed(v.day) ? Number(v.day) : null;
  const year = typed(v.year) ? Number(v.year) : null;
  // "19" is a year still being typed, not a year 19.
  const yearDone = year !== null && (complete || String(v.year).length >= 4);
  const thisYear = new Date().getFullYear();

  if (year !== null && yearDone) {
    if (!Number.isInteger(year) || year < OCCASION_LIMITS.minYear)
      problems.year = `Year must be ${OCCASION_LIMITS.minYear} or later`;
    else if (year > thisYear) problems.year = 'Year must not be in the future';
  }
  if (day !== null) {
    if (!Number.isInteger(day) || day < 1 || day > 31) problems.day = 'Day must be 1 to 31';
    else if (month !== null) {
      const knownYear = yearDone && !problems.year ? year : null;
      if (day > daysInMonth(month, knownYear))
        problems.day = `${monthName(month)}${knownYear ? ` ${knownYear}` : ''} has no day ${day}`;
    }
  }
  if (complete) {
    if (month === null) problems.month = 'Choose the month';
    if (day === null) problems.day = 'Enter the day';
  }
  return problems;
}

export const birthdayIsValid = (v: BirthdayValue) =>
  Object.keys(birthdayProblems(v, { complete: true })).length === 0;

/** The birthday to save, or null when none was given (call once `birthdayIsValid`). */
export function birthdayOf(v: BirthdayValue): Birthday | null {
  if (isBlankBirthday(v) || !v.month || !typed(v.day)) return null;
  return { month: Number(v.month), day: Number(v.day), year: typed(v.year) ? Number(v.year) : null };
}

/** The age a birthday with a year gives today in this browser's time zone, when it is 1 to 120. */
export function ageFromBirthday(birthday: Birthday | null, now: Date = new Date()): number | null {
  if (!birthday || birthday.year === null) return null;
  const age = ageOn(birthday, todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now));
  return age !== null && age >= 1 && age <= 120 ? age : null;
}

/**
 * An optional birthday: month, day and year in one row (the year optional). An impossible day
 * (February 30) is named on the field as it is typed; what is missing only once `showMissing`
 * (after the form was sent).
 */
export function BirthdayFields({
  value,
  onChange,
  showMissing = false,
  description = 'Optional: the family is reminded before it comes round.',
  disabled = false,
}: {
  value: BirthdayValue;
  onChange: (value: BirthdayValue) => void;
  showMissing?: boolean;
  description?: string;
  disabled?: boolean;
}) {
  const problems = birthdayProblems(value, { complete: showMissing });
  const month = value.month ? Number(value.month) : null;
  return (
    <Fieldset
      variant="unstyled"
      m={0}
      p={0}
      disabled={disabled}
      legend={
        <Text component="span" size="sm" style={{ fontWeight: 'var(--mantine-font-weight-medium)' }}>
          Birthday
        </Text>
      }
    >
      <Text size="xs" c="dimmed" mb={6}>
        {description}
      </Text>
      {/* Month widest, so "September" fits at 390 px; each column may shrink, none overflows. */}
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr)',
          gap: 'var(--mantine-spacing-xs)',
          alignItems: 'start',
        }}
      >
        <Select
          label="Month"
          placeholder="Month"
          data={MONTHS}
          value={value.month}
          onChange={(m) => onChange({ ...value, month: m })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear month' }}
          error={problems.month}
          autoComplete="off"
        />
        <NumberInput
          label="Day"
          placeholder="Day"
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={month ? daysInMonth(month) : 31}
          clampBehavior="none"
          hideControls
          inputMode="numeric"
          value={value.day}
          onChange={(day) => onChange({ ...value, day })}
          error={problems.day}
        />
        <NumberInput
          label="Year"
          placeholder="Optional"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          clampBehavior="none"
          hideControls
          inputMode="numeric"
          maxLength={4}
          value={value.year}
          onChange={(year) => onChange({ ...value, year })}
          error={problems.year}
        />
      </Box>
    </Fieldset>
  );
}

/**
 * Saves a birthday on a member record just created or answered (Add Member, the questionnaire,
 * joining). No error toast of its own: the caller says what was saved and what was not.
 */
function useSaveBirthday() {
  return useMutation({
    mutationFn: ({ memberId, birthday }: { memberId: number; birthday: Birthday }) =>
      callEndpoint(occasionsApi.create, {
        params: { id: memberId },
        body: { kind: 'birthday', ...birthday },
      }),
    meta: mutationMetaOf(occasionsApi.create),
  });
}

/**
 * The birthday typed beside a member record being created or answered (Add Member, the
 * questionnaire, joining), and saving it on that record once it exists. Its failure never undoes
 * the record: `saveOn` says what was not saved (`failure`) and answers false.
 */
export function useBirthdayDraft() {
  const save = useSaveBirthday();
  const [value, setValue] = useState<BirthdayValue>(EMPTY_BIRTHDAY);
  const saveOn = async (memberId: number, born: Birthday | null, failure: string) => {
    if (!born) return true;
    try {
      await save.mutateAsync({ memberId, birthday: born });
      return true;
    } catch {
      toastError('Birthday not saved', failure);
      return false;
    }
  };
  return { value, setValue, reset: () => setValue(EMPTY_BIRTHDAY), saving: save.isPending, saveOn };
}
