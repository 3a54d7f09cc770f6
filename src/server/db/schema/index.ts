export * from './account';
export * from './categories';
export * from './data-imports';
export * from './families';
export * from './members';
export * from './signals';
export * from './tracked-ads';
export * from './users';
