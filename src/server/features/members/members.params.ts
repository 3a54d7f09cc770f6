/** The family id of the family-scoped route form, when the route has one. */
export const familyIdOf = (params: { familyId: number; id: number } | { id: number }) =>
  'familyId' in params ? params.familyId : undefined;
