export * from './common';
export * from './token';
export * from './auth';
export * from './feature-flags';
export * from './onboarding';
export * from './user';
export * from './tender';
