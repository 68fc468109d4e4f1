/** Every table, for drizzle's typing. Tables are declared by area in ./tables/. */
export * from './tables/foundation.ts';
export * from './tables/storage.ts';
export * from './tables/documents.ts';
export * from './tables/editor.ts';
export * from './tables/signing.ts';
export * from './tables/workspace.ts';
export * from './tables/security.ts';
export * from './tables/bulk-sends.ts';
export * from './tables/developer.ts';
export * from './tables/pricing.ts';
export * from './tables/xplan.ts';
export * from './tables/tree.ts';
export * from './tables/widgets.ts';
export * from './tables/metadata.ts';
