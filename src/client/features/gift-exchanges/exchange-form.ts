import type { FormErrors } from '@mantine/form';
import { type CreateExchangeInput, createExchangeSchema } from '#common/gift-exchanges';
import { centsFrom } from '#common/money';
import { type FieldIssue, issuesWith, limitWords } from '../../lib/schema-form';
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

/** What the form says of a field's first problem, by its kind and limit (issue 30). */
function worded(field: keyof ExchangeValues, issue: FieldIssue, values: ExchangeValues): string {
  switch (field) {
    case 'title':
      return limitWords('Title', issue) ?? 'Give the exchange a title';
    case 'budget':
      if (centsFrom(values.budget) === null) return 'Enter a budget (0 for none)';
      return (
        limitWords('Budget', issue, (cents) => formatBudget(cents)) ?? 'Enter the budget in dollars and cents'
      );
    case 'participantMemberIds':
      if (issue.code === 'too_small') return `Choose at least ${issue.limit} participants`;
      if (issue.code === 'too_big') return `Choose at most ${issue.limit} participants`;
      return 'Choose each participant once';
    case 'revealDate':
      return 'Choose a real day for the reveal';
    case 'occasionId':
      return 'Choose one of the family’s occasions, or none';
    default:
      return 'Each pair must be two different participants';
  }
}

const issues = issuesWith<ExchangeValues>(createExchangeSchema, exchangeBody);

/**
 * The contract's own checks (`createExchangeSchema`), worded for the form, and one of the form's:
 * from the reveal date everyone sees the whole draw, so it must be a day still to come.
 */
export function exchangeErrors(values: ExchangeValues, today: string): FormErrors {
  const errors: FormErrors = {};
  for (const [path, issue] of Object.entries(issues(values))) {
    const field = FORM_FIELD[path.split('.')[0] ?? ''];
    if (!field || errors[field]) continue;
    errors[field] = worded(field, issue, values);
  }
  if (values.revealDate && !errors.revealDate && values.revealDate <= today)
    errors.revealDate = 'Choose a day after today: from the reveal date everyone sees the whole draw';
  return errors;
}
