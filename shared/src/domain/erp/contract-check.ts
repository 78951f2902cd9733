/** Compile-time check that a schema's static type and a contract agree in both directions. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
