import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import {
  ageFromBirthday,
  BirthdayFields,
  type BirthdayValue,
  birthdayOf,
  birthdayProblems,
  EMPTY_BIRTHDAY,
} from './birthday-fields';

/** The fields in a form that, like the dialogs, shows what is missing once it is sent. */
function Harness() {
  const [value, setValue] = useState<BirthdayValue>(EMPTY_BIRTHDAY);
  const [sent, setSent] = useState(false);
  return (
    <>
      <BirthdayFields value={value} onChange={setValue} showMissing={sent} />
      <button type="button" onClick={() => setSent(true)}>
        Send
      </button>
    </>
  );
}

describe('the birthday fields', () => {
  it('refuse February 30 on the day field as it is typed', async () => {
    const { user } = renderWithProviders(<Harness />);
    const group = await screen.findByRole('group', { name: 'Birthday' });
    await user.click(within(group).getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'February' }));
    const day = within(group).getByRole('textbox', { name: 'Day' });
    await user.type(day, '30');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(/February has no day 30/);

    await user.clear(day);
    await user.type(day, '29');
    expect(day).not.toHaveAttribute('aria-invalid', 'true');
    // Without a year February 29 is a real birthday; 2023 had none.
    await user.type(within(group).getByRole('textbox', { name: 'Year' }), '2023');
    expect(day).toHaveAccessibleDescription(/February 2023 has no day 29/);
  });

  it('say nothing is missing while typing, and name the missing month once sent', async () => {
    const { user } = renderWithProviders(<Harness />);
    const group = await screen.findByRole('group', { name: 'Birthday' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // A blank birthday is no birthday: never a problem.
    expect(within(group).queryByText('Choose the month')).toBeNull();
    await user.type(within(group).getByRole('textbox', { name: 'Day' }), '12');
    expect(within(group).getByRole('combobox', { name: 'Month' })).toHaveAccessibleDescription(
      /Choose the month/,
    );
  });
});

describe('a birthday as typed', () => {
  it('is no birthday and no problem when left blank', () => {
    expect(birthdayProblems(EMPTY_BIRTHDAY, { complete: true })).toEqual({});
    expect(birthdayOf(EMPTY_BIRTHDAY)).toBeNull();
  });

  it('needs its month and day once sent, but not its year', () => {
    expect(birthdayProblems({ month: null, day: 12, year: '' }, { complete: true })).toEqual({
      month: 'Choose the month',
    });
    expect(birthdayProblems({ month: '3', day: '', year: 1990 }, { complete: true })).toEqual({
      day: 'Enter the day',
    });
    expect(birthdayOf({ month: '3', day: 12, year: '' })).toEqual({ month: 3, day: 12, year: null });
  });

  it('waits for four digits before judging the year, and refuses one in the future', () => {
    expect(birthdayProblems({ month: '3', day: 12, year: 19 })).toEqual({});
    expect(birthdayProblems({ month: '3', day: 12, year: 19 }, { complete: true }).year).toBe(
      'Year must be 1900 or later',
    );
    const next = new Date().getFullYear() + 1;
    expect(birthdayProblems({ month: '3', day: 12, year: next }).year).toBe('Year must not be in the future');
  });

  it('gives the age a birthday with a year implies, counting whether it has come round yet', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(ageFromBirthday({ month: 6, day: 1, year: 2000 }, now)).toBe(26);
    expect(ageFromBirthday({ month: 7, day: 1, year: 2000 }, now)).toBe(25);
    expect(ageFromBirthday({ month: 7, day: 1, year: null }, now)).toBeNull();
    // A baby under one has no age the member record takes (1 to 120).
    expect(ageFromBirthday({ month: 1, day: 1, year: 2026 }, now)).toBeNull();
  });
});
