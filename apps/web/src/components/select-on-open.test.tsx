import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { SelectOnOpen } from './select-on-open.tsx';

afterEach(resetApp);

const CITIES = ['Adana', 'Ankara', 'İzmir'];

function CityFilter({ searchable = false }: { searchable?: boolean }) {
  const [city, setCity] = useState<string | null>(null);
  return (
    <>
      <SelectOnOpen
        label="Şehir"
        data={CITIES}
        value={city}
        onChange={setCity}
        searchable={searchable}
      />
      <output data-testid="city">{city ?? 'none'}</output>
    </>
  );
}

const render = (searchable = false) =>
  renderRoutes([{ path: '/', element: <CityFilter searchable={searchable} /> }], '/');

/** The open list the combobox names, as a screen reader finds it through aria-controls. */
async function openList(combobox: HTMLElement) {
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  expect(listbox).not.toBeNull();
  expect(listbox).toHaveAttribute('role', 'listbox');
  return listbox!;
}

describe('SelectOnOpen', () => {
  it('has no options in the page while closed', async () => {
    render();
    const combobox = await screen.findByRole('combobox', { name: 'Şehir' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-controls');
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
  });

  it('says it is open and names its list on every opening, and picks an option', async () => {
    const user = userEvent.setup();
    render();
    const combobox = await screen.findByRole('combobox', { name: 'Şehir' });

    await user.click(combobox);
    let listbox = await openList(combobox);
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(CITIES);
    await user.click(within(listbox).getByRole('option', { name: 'Ankara', hidden: true }));
    expect(screen.getByTestId('city')).toHaveTextContent('Ankara');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(0));

    // The second list is a new one, with an id of its own.
    await user.click(combobox);
    listbox = await openList(combobox);
    await user.click(within(listbox).getByRole('option', { name: 'İzmir', hidden: true }));
    expect(screen.getByTestId('city')).toHaveTextContent('İzmir');
  });

  it('opens from the keyboard and takes the option chosen with the arrows', async () => {
    const user = userEvent.setup();
    render();
    const combobox = await screen.findByRole('combobox', { name: 'Şehir' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    await openList(combobox);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(
        document.getElementById(combobox.getAttribute('aria-activedescendant') ?? ''),
      ).toHaveTextContent('Ankara'),
    );
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('city')).toHaveTextContent('Ankara');
  });

  it('says it is open while the searchable select filters as typed', async () => {
    const user = userEvent.setup();
    render(true);
    const combobox = await screen.findByRole('combobox', { name: 'Şehir' });
    await user.click(combobox);
    await user.type(combobox, 'ank');
    const listbox = await openList(combobox);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['Ankara']),
    );
  });
});
