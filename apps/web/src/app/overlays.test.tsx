import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, testMe } from '../test/render.tsx';

afterEach(resetApp);

describe('notifications', () => {
  it('stand below the header, clear of the bell and the user menu', async () => {
    renderApp('/dashboard', { me: testMe({ isBuyerConfirmed: 'yes' }) });
    await screen.findByRole('button', { name: /Merhaba/ });
    act(() => {
      notifications.show({ message: 'Kaydedildi' });
    });
    const toast = await screen.findByText('Kaydedildi');
    const container = toast.closest<HTMLElement>('.mantine-Notifications-root');
    expect(container).not.toBeNull();
    expect(container?.dataset.position).toBe('top-right');
    // The header is 64 px tall and sticky; the toasts start below it (overlays.module.css moves
    // the top containers only).
    expect(container?.className).toContain('toasts');
    // The other containers keep Mantine's places: one given a top too stretched from below the
    // header to the bottom of the window and took the clicks meant for the page and the dialogs.
    for (const root of document.querySelectorAll<HTMLElement>('.mantine-Notifications-root')) {
      expect(root.style.top).toBe('');
    }
  });
});
