/** Widens a Turkish section's literal types so its English twin must have the same keys. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A catalogue section kept beside its domain: Turkish, and English with the same keys. */
export const defineSection = <T extends object>(tr: T, en: Widen<T>) => ({ tr, en });
