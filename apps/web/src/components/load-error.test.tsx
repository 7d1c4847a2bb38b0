import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { LoadError } from './load-error.tsx';

afterEach(resetApp);

describe('LoadError', () => {
  it('says what failed in an alert and asks again when retry is clicked', async () => {
    const onRetry = vi.fn();
    const { user } = renderRoutes(
      [{ path: '/', element: <LoadError message="Siparişler yüklenemedi." onRetry={onRetry} /> }],
      '/',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Siparişler yüklenemedi.');
    expect(onRetry).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says what failed above the reason when given a title', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <LoadError
              title="Ekip bilgileri yüklenemedi."
              message="Veritabanı şu anda yanıt vermiyor"
              onRetry={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ekip bilgileri yüklenemedi.');
    expect(alert).toHaveTextContent('Veritabanı şu anda yanıt vermiyor');
  });
});
