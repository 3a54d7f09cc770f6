export * from './account';
export * from './families';
export * from './members';
export * from './users';
