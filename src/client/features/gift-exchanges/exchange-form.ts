import type { FormErrors } from '@mantine/form';
import { type CreateExchangeInput, createExchangeSchema, EXCHANGE_LIMITS } from '#common/gift-exchanges';
import { centsFrom } from '#common/money';
import { validateWith } from '../../lib/schema-form';
import { formatBudget } from './exchange-text';

/** The set-up form of an exchange: its values, the body they make, and its errors in the form's words. */

export interface ExchangeValues {
  title: string;
  /** Dollars, as typed. */
  budget: number | string;
  /** The occasion's id as the Select's value. */
  occasionId: string | null;
  /** 'YYYY-MM-DD' or empty. */
  revealDate: string;
  /** Member ids as the checkboxes' values, in the members' order. */
  participantMemberIds: string[];
  exclusions: [number, number][];
}

/** The form as the API's body. */
export function exchangeBody(v: ExchangeValues): CreateExchangeInput {
  return {
    title: v.title,
    budgetCents: centsFrom(v.budget) ?? (undefined as unknown as number),
    occasionId: v.occasionId ? Number(v.occasionId) : null,
    participantMemberIds: v.participantMemberIds.map(Number),
    exclusions: v.exclusions,
    revealDate: v.revealDate || null,
  };
}

/** The body's fields as the form's (the budget is typed in dollars). */
export const FORM_FIELD: Record<string, keyof ExchangeValues> = {
  title: 'title',
  budgetCents: 'budget',
  occasionId: 'occasionId',
  revealDate: 'revealDate',
  participantMemberIds: 'participantMemberIds',
  exclusions: 'exclusions',
};

const capitalised = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function worded(field: keyof ExchangeValues, message: string, values: ExchangeValues): string {
  switch (field) {
    case 'budget':
      if (centsFrom(values.budget) === null) return 'Enter a budget (0 for none)';
      if (/at most/.test(message))
        return `Budget must be at most ${formatBudget(EXCHANGE_LIMITS.maxBudgetCents)}`;
      return capitalised(message.replace(/^budgetCents/, 'budget'));
    case 'participantMemberIds':
      return /at least/.test(message)
        ? `Choose at least ${EXCHANGE_LIMITS.minParticipants} participants`
        : capitalised(message);
    case 'revealDate':
      return /^must/.test(message) ? `Reveal date ${message}` : capitalised(message);
    default:
      return capitalised(message);
  }
}

const validate = validateWith<ExchangeValues>(createExchangeSchema, exchangeBody);

/**
 * The contract's own checks (`createExchangeSchema`), worded for the form, and one of the form's:
 * from the reveal date everyone sees the whole draw, so it must be a day still to come.
 */
export function exchangeErrors(values: ExchangeValues, today: string): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(validate(values))) {
    const field = FORM_FIELD[path.split('.')[0] ?? ''];
    if (!field || errors[field]) continue;
    errors[field] = worded(field, String(message), values);
  }
  if (values.revealDate && !errors.revealDate && values.revealDate <= today)
    errors.revealDate = 'Choose a day after today: from the reveal date everyone sees the whole draw';
  return errors;
}
