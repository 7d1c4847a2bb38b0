import { Button, Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { MenuOnOpen } from './menu-on-open.tsx';

afterEach(resetApp);

function RowActions() {
  const [done, setDone] = useState('nothing');
  return (
    <>
      <MenuOnOpen
        button={(props) => (
          <Button {...props} aria-label="İşlemler: Koli alımı">
            İşlemler
          </Button>
        )}
      >
        <Menu.Item onClick={() => setDone('edit')}>Düzenle</Menu.Item>
        <Menu.Item onClick={() => setDone('copy')}>Kopyala</Menu.Item>
      </MenuOnOpen>
      <output data-testid="done">{done}</output>
    </>
  );
}

const render = () => renderRoutes([{ path: '/', element: <RowActions /> }], '/');
const actionsButton = () => screen.getByRole('button', { name: 'İşlemler: Koli alımı' });
// The dropdown sits in a transition in the test DOM: present, but hidden to the tree.
// Mantine's menu moves the focus into its dropdown on opening, as a plain Mantine menu does.
const focusInMenu = () => Boolean(document.activeElement?.closest('[role="menu"]'));
const menuItems = () => screen.queryAllByRole('menuitem', { hidden: true });

describe('MenuOnOpen', () => {
  it('is a plain button announcing a menu until it is opened', async () => {
    render();
    const button = await screen.findByRole('button', { name: 'İşlemler: Koli alımı' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[role="menu"]')).toBeNull();
  });

  it('opens on the first click with the focus in its list, and runs an item', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'İşlemler: Koli alımı' }));
    await waitFor(() => expect(actionsButton()).toHaveAttribute('aria-expanded', 'true'));
    expect(menuItems().map((item) => item.textContent)).toEqual(['Düzenle', 'Kopyala']);
    await waitFor(() => expect(focusInMenu()).toBe(true));
    await user.click(screen.getByRole('menuitem', { name: 'Kopyala', hidden: true }));
    expect(screen.getByTestId('done')).toHaveTextContent('copy');
  });

  it('gives the focus back to its button on Escape, and opens again', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'İşlemler: Koli alımı' }));
    await waitFor(() => expect(actionsButton()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(actionsButton()).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(actionsButton()).toHaveFocus());
    await user.click(actionsButton());
    await waitFor(() => expect(actionsButton()).toHaveAttribute('aria-expanded', 'true'));
    await user.click(screen.getByRole('menuitem', { name: 'Düzenle', hidden: true }));
    expect(screen.getByTestId('done')).toHaveTextContent('edit');
  });

  it('opens from the keyboard: Tab to the button, then Enter or an arrow', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('button', { name: 'İşlemler: Koli alımı' });
    await user.tab();
    expect(actionsButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(actionsButton()).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(focusInMenu()).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(actionsButton()).toHaveFocus());
  });

  it('opens on an arrow key before it was ever opened', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('button', { name: 'İşlemler: Koli alımı' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(actionsButton()).toHaveAttribute('aria-expanded', 'true'));
    expect(menuItems()).toHaveLength(2);
  });
});
