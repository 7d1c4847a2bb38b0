import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, sort and page kept in the address, so a reload, a shared link or coming
 * back from an ad shows the same list. Values equal to their default are left out; a change
 * to anything but the page goes back to the first page.
 */
export function useListParams<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out: Record<string, string> = { ...defaults };
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
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );

  return [values, update] as const;
}

/** A positive page number from the address; 1 when missing or wrong. */
export const pageOf = (value: string) => {
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};
