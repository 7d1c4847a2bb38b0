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
    // The header is 64 px tall and sticky; the toasts start below it.
    expect(container?.style.top).toBe('calc(64px + var(--mantine-spacing-md))');
  });
});
