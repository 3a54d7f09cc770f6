export * from './signals';
