export * from './access';
export * from './access.fields';
export type { FamilyRow, MemberFactsRow, MemberRow } from './access.repository';
export {
  activeFamilyMembership,
  familyIdsOf,
  fromMembers,
  memberColumns,
  recordsWithoutAccount,
} from './access.repository';
export * from './access.rules';
