export * from './api.ts';
export * from './account.ts';
export * from './constants.ts';
export * from './document-list-filters.ts';
export * from './messages.ts';
export * from './notification.ts';
export * from './permissions.ts';
export * from './user.ts';
