import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { oneOf, pageOf, useListParams, type ListParamsOptions } from './use-list-params.ts';

afterEach(cleanup);

const DEFAULTS = { q: '', sort: 'newest', page: '1', bidPage: '1' };
type Params = typeof DEFAULTS;

/** Renders the hook at `path`; returns its last values, its update and the address. */
function renderListParams(path: string, options?: ListParamsOptions<Params>) {
  const state = {} as { values: Params; update: (changes: Partial<Params>) => void };
  function Probe() {
    const [values, update] = useListParams(DEFAULTS, options);
    state.values = values;
    state.update = update;
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return {
    state,
    search: () => router.state.location.search,
    update: (changes: Partial<Params>) => act(() => state.update(changes)),
  };
}

describe('useListParams', () => {
  it('reads the address and falls back to the defaults', () => {
    const { state } = renderListParams('/list?q=boru&page=3');
    expect(state.values).toEqual({ q: 'boru', sort: 'newest', page: '3', bidPage: '1' });
  });

  it('keeps defaults and empty values out of the address', () => {
    const list = renderListParams('/list?q=boru&sort=title');
    list.update({ q: '', sort: 'newest' });
    expect(list.search()).toBe('');
  });

  it('goes back to the first page on any change but the page itself', () => {
    const list = renderListParams('/list?page=3');
    list.update({ page: '4' });
    expect(list.search()).toBe('?page=4');
    list.update({ q: 'vana' });
    expect(list.search()).toBe('?q=vana');
  });

  it('resets only its own page key when two lists share the address', () => {
    const list = renderListParams('/list?page=3&bidPage=2', { pageKey: 'bidPage' });
    list.update({ q: 'vana' });
    expect(list.search()).toBe('?page=3&q=vana');
  });

  it('keeps every page for state without pages', () => {
    const list = renderListParams('/list?page=3', { pageKey: null });
    list.update({ sort: 'title' });
    expect(list.search()).toBe('?page=3&sort=title');
  });
});

describe('address values', () => {
  it('reads a page number, 1 when it is missing or wrong', () => {
    expect(pageOf('4')).toBe(4);
    expect(pageOf('')).toBe(1);
    expect(pageOf('-2')).toBe(1);
    expect(pageOf('abc')).toBe(1);
  });

  it('accepts only an allowed value', () => {
    expect(oneOf(['open', 'closed'], 'open')).toBe('open');
    expect(oneOf(['open', 'closed'], 'opened')).toBeNull();
  });
});
