import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParamsOptions<T> {
  /**
   * The key of the page number, which goes back to the first page on any other change
   * (`'page'` unless two lists share one address); null for state that has no pages.
   */
  pageKey?: (keyof T & string) | null;
}

/**
 * A list's filters, sort and page kept in the address, so a reload, a shared link or coming
 * back from a detail page shows the same list. Values equal to their default (and empty ones)
 * are left out of the address. `defaults` must be a stable object (a module constant).
 */
export function useListParams<T extends Record<string, string>>(
  defaults: T,
  { pageKey = 'page' }: ListParamsOptions<T> = {},
) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(defaults)) out[key] = params.get(key) ?? defaults[key] ?? '';
    return out as T;
  }, [params, defaults]);

  const update = useCallback(
    (changes: Partial<T>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          if (pageKey && !(pageKey in changes)) next.delete(pageKey);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults, pageKey],
  );

  return [values, update] as const;
}

/** A positive page number from the address; 1 when missing or wrong. */
export const pageOf = (value: string) => {
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

/** The value when it is one of `allowed`, else null (a hand-edited address names nothing). */
export const oneOf = <V extends string>(allowed: readonly V[], value: string): V | null =>
  (allowed as readonly string[]).includes(value) ? (value as V) : null;
