import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AdminPage } from '@teklifal/core';
import { testMe, type ApiRequest, type renderApp } from '../../test/render.tsx';

/** A platform admin's session. */
export const admin = testMe(null, { id: 'admin-1', name: 'Platform Yöneticisi', role: 'admin' });

export const page = <T>(items: T[], total = items.length): AdminPage<T> => ({
  items,
  page: 1,
  pageSize: 20,
  total,
});

/** The query string the page sent. */
export const queryOf = (request: ApiRequest) =>
  new URL(request.path, 'http://localhost').searchParams;

/**
 * Picks an option of a Mantine select. Its dropdown stays in a transition in jsdom, so the
 * options count as hidden for the accessibility tree; they are there and clickable.
 */
export async function pickOption(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  name: string,
) {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.click(combobox);
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the select has no open list');
  const option = within(listbox)
    .getAllByRole('option', { hidden: true })
    .find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name}`);
  await user.click(option);
}
