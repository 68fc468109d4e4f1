/** Another language's mail words have exactly the English ones' shape: every key, each a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
