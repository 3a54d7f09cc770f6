export * from './families';
export * from './users';
