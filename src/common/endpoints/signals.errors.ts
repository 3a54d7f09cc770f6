import { defineError } from '../errors';

/** What the interest profile refuses (issue 30). */

export const INTERESTS_PRIVATE = defineError('interests_private', 403, () => 'Interests kept private');
