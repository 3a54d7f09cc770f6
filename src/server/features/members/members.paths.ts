/** Every member route exists as /api/family-members/:id… and /api/families/:familyId/family-members/:id…. */
export const bothForms = (suffix = '') => [
  `/api/family-members/:id${suffix}`,
  `/api/families/:familyId/family-members/:id${suffix}`,
];
