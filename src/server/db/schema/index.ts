export * from './account';
export * from './categories';
export * from './families';
export * from './gift-ideas';
export * from './members';
export * from './signals';
export * from './tracked-ads';
export * from './users';
