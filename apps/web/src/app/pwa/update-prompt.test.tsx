import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { AppProviders } from '../providers.tsx';
import { useManifestLanguage } from './manifest-language.ts';
import { UpdatePrompt, type RegisterServiceWorker } from './update-prompt.tsx';

/** A registration that reports a waiting version when the test says so. */
function fakeRegistration() {
  let report: ((activate: () => Promise<void>) => void) | undefined;
  const activate = vi.fn(() => Promise.resolve());
  const register: RegisterServiceWorker = (onUpdateReady) => {
    report = onUpdateReady;
  };
  const newVersionWaits = () =>
    act(() => {
      if (!report) throw new Error('The prompt did not register the service worker');
      report(activate);
    });
  return { register, activate, newVersionWaits };
}

afterEach(async () => {
  await setLocale('tr');
});

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then offers to reload into it', async () => {
    const user = userEvent.setup();
    const { register, activate, newVersionWaits } = fakeRegistration();
    render(
      <AppProviders>
        <UpdatePrompt register={register} />
      </AppProviders>,
    );
    expect(screen.queryByText('Yeni sürüm hazır')).toBeNull();

    newVersionWaits();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Yeni sürüm hazır');
    expect(notice).toHaveTextContent('sayfayı yenileyince açılır');
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(activate).toHaveBeenCalledTimes(1);
    // Until the new worker takes over and the page reloads, the button shows it is working.
    expect(screen.getByRole('button', { name: 'Yenile' })).toHaveAttribute('data-loading', 'true');
  });

  it('speaks English, and "Later" hides the notice without starting the new version', async () => {
    await setLocale('en');
    const user = userEvent.setup();
    const { register, activate, newVersionWaits } = fakeRegistration();
    render(
      <AppProviders>
        <UpdatePrompt register={register} />
      </AppProviders>,
    );
    newVersionWaits();

    expect(await screen.findByRole('alert')).toHaveTextContent('A new version is ready');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later' }));

    await waitFor(() => expect(screen.queryByText('A new version is ready')).toBeNull());
    expect(activate).not.toHaveBeenCalled();
  });
});

describe('useManifestLanguage', () => {
  function ManifestLanguage() {
    useManifestLanguage();
    return null;
  }

  it('links the manifest of the interface language', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    try {
      render(
        <AppProviders>
          <ManifestLanguage />
        </AppProviders>,
      );
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest');

      await act(() => setLocale('en'));
      expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');

      await act(() => setLocale('tr'));
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      link.remove();
    }
  });
});
