import type { ReactNode } from 'react';

/**
 * A list's previous page or filter result, kept in view and dimmed while the next one loads
 * (a query's placeholder data), so the page does not jump to a skeleton on every click.
 */
export function StaleWhileLoading({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <div aria-busy={stale} style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {children}
    </div>
  );
}
