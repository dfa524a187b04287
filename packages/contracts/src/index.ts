/** @platform/contracts: the one source of truth of the API contract (zod schemas + TS types). */
export * from './common';
export * from './constants';
export * from './account';
export * from './reference';
export * from './explore';
export * from './facets';
export * from './folders';
export * from './notifications';
export * from './files';
export * from './email';
export * from './analytics';
export * from './metrics';
export * from './krea';
export * from './profile';
export * from './student';
export * from './registration';
export * from './krea-resource';
