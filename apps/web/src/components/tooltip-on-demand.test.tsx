import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { TooltipOnDemand } from './tooltip-on-demand.tsx';

afterEach(resetApp);

const render = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <button type="button">Önce</button>
            <TooltipOnDemand label="Şirketiniz bu bölümü kullanamaz">
              <span tabIndex={0} aria-disabled="true">
                Teklifler
              </span>
            </TooltipOnDemand>
          </>
        ),
      },
    ],
    '/',
  );

const tooltip = () => screen.queryByRole('tooltip', { hidden: true });
const item = () => screen.getByText('Teklifler');

describe('TooltipOnDemand', () => {
  it('has no tooltip until its element is pointed at, then shows it and hides it on leaving', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('Teklifler');
    expect(tooltip()).toBeNull();
    await user.hover(item());
    await waitFor(() => expect(tooltip()).toHaveTextContent('Şirketiniz bu bölümü kullanamaz'));
    // The tooltip's element took the place of the bare one under the pointer; a real mouse
    // moving on enters it.
    await user.hover(item());
    await user.unhover(item());
    await waitFor(() => expect(tooltip()).toBeNull());
    await user.hover(item());
    await waitFor(() => expect(tooltip()).not.toBeNull());
  });

  it('does not show on focus or touch, as a Mantine tooltip by default', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('Teklifler');
    await user.tab();
    await user.tab();
    expect(item()).toHaveFocus();
    await user.pointer({ keys: '[TouchA]', target: item() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tooltip()).toBeNull();
  });
});
