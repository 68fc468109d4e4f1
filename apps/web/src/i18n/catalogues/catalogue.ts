/**
 * Another language's catalogue has exactly the English one's shape: every key, nothing more, each
 * a string. A missing or extra key fails the type check; catalogue-parity.test.ts checks it again
 * at run time.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
