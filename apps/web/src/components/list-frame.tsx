import type { ReactNode } from 'react';
import { Paper, Skeleton, Table, Text } from '@mantine/core';
import type { Page } from '@teklifal/core';
import { problemMessage } from '../lib/api-client.ts';
import { ListFooter } from './list-footer.tsx';
import { LoadError } from './load-error.tsx';
import { StaleWhileLoading } from './stale-while-loading.tsx';

/** What a list page needs of its query (TanStack Query's result has it all). */
export interface ListQuery<D> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: D | undefined;
  refetch: () => unknown;
  isPlaceholderData?: boolean;
}

/** The pages below a list: "N kayıt" in the list's own words, and the page buttons. */
export interface ListPages {
  totalText: (count: number) => string;
  page: number;
  onPage: (page: number) => void;
}

/** A list's answer: a page of items, or the items themselves (a short list, all at once). */
type Listed = { items: readonly unknown[] } | readonly unknown[];
type Paged = { items: readonly unknown[] } & Pick<Page<unknown>, 'total' | 'pageSize'>;
type ItemsOf<D> = D extends readonly unknown[] ? D : D extends { items: infer I } ? I : never;

const itemsOf = <D extends Listed>(data: D) =>
  (Array.isArray(data) ? data : (data as { items: unknown }).items) as ItemsOf<D>;

export interface ListFrameProps<D extends Listed> {
  query: ListQuery<D>;
  /**
   * The failure's text around the server's reason, shown above the list with a retry. Without
   * it a failed load reads as an empty list (pages that log the failure instead).
   */
  loadError?: (reason: string) => string;
  /** A heading above that text, when the text does not say what failed. */
  loadErrorTitle?: string;
  /** On a failure show the error alone, not the rows loaded before it. */
  errorHidesList?: boolean;
  /** What holds the list's place while the first page loads (same height: no layout shift). */
  skeleton?: ReactNode;
  empty: ReactNode;
  /** Keep the previous page in view, dimmed, while the next one loads (placeholder data). */
  stale?: boolean;
  pages?: D extends Paged ? ListPages : never;
  children: (items: ItemsOf<D>, data: D) => ReactNode;
}

/**
 * The frame every list page shares: the error with a retry (the query asked again), a skeleton
 * while loading, the empty state, the list, and the pagination with the total below. Its parts
 * stand in the page's own stack, spaced by it.
 */
export function ListFrame<D extends Listed>({
  query,
  loadError,
  loadErrorTitle,
  errorHidesList = false,
  skeleton = <Skeleton h={240} data-testid="list-skeleton" />,
  empty,
  stale = false,
  pages,
  children,
}: ListFrameProps<D>) {
  const { data } = query;
  const items = data === undefined ? undefined : itemsOf(data);
  const showsError = loadError !== undefined && query.isError;
  let body: ReactNode = null;
  if (query.isPending) body = skeleton;
  else if (showsError && (errorHidesList || !data)) body = null;
  else if (!data || !items || items.length === 0) body = empty;
  else if (stale) {
    body = (
      <StaleWhileLoading stale={query.isPlaceholderData ?? false}>
        {children(items, data)}
      </StaleWhileLoading>
    );
  } else body = children(items, data);

  const paged = data as Paged | undefined;
  return (
    <>
      {showsError && (
        <LoadError
          title={loadErrorTitle}
          message={loadError(problemMessage(query.error))}
          onRetry={() => void query.refetch()}
        />
      )}
      {body}
      {pages && (
        <ListFooter
          data={paged}
          totalText={pages.totalText(paged?.total ?? 0)}
          page={pages.page}
          onPage={pages.onPage}
        />
      )}
    </>
  );
}

/** A list's rows as a bordered table that scrolls sideways on a phone. */
export function ListTable({
  head,
  minWidth = 720,
  highlightOnHover = false,
  children,
}: {
  head: ReactNode;
  minWidth?: number;
  highlightOnHover?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" striped highlightOnHover={highlightOnHover}>
          <Table.Thead>{head}</Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** An empty list said in one dimmed line. */
export function ListEmptyText({ text }: { text: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text c="dimmed">{text}</Text>
    </Paper>
  );
}
