export * from './access';
export * from './access.fields';
export type { FamilyRow, MemberFactsRow, MemberRow } from './access.repository';
export { fromMembers, memberColumns } from './access.repository';
export * from './access.rules';
