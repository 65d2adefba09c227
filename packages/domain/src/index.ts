export * from './common';
export * from './token';
