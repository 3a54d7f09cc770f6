import { afterAll, expect } from 'vitest';
import { undeclaredRefusals } from '../lib/declared-refusals';

/**
 * Every refusal an API test sees must be one its endpoint declares (issue 30): the API
 * reference and the client's wording are read from those declarations. A test file that
 * provokes an undeclared one fails, naming the route and the code to add to its `errors`.
 */
afterAll(() => {
  const seen = undeclaredRefusals.splice(0);
  expect(seen, 'refusals answered that their endpoint does not declare in `errors`').toEqual([]);
});
