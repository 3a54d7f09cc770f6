export * from './access';
export * from './access.fields';
export type { FamilyRow, MemberRow } from './access.repository';
export { memberColumns } from './access.repository';
export * from './access.rules';
