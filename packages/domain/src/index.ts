export * from './auth.schemas.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './profiles.ts';
export * from './search.ts';
export * from './user.schemas.ts';
