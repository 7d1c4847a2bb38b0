import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../../../test/render.tsx';

afterEach(resetApp);

describe('/pricing', () => {
  it('shows the three plans with what each gives and where to start, and the questions', async () => {
    const { user } = renderApp('/pricing');
    const plans = await screen.findAllByTestId('pricing-plan');
    expect(plans).toHaveLength(3);
    const buyer = within(plans[0]!);
    expect(buyer.getByRole('heading', { name: 'Alıcı' })).toBeInTheDocument();
    expect(buyer.getByText('Ücretsiz')).toBeInTheDocument();
    expect(buyer.getByText('Sınırsız alım ilanı')).toBeInTheDocument();
    expect(buyer.getByRole('link', { name: 'Alıcı olarak kaydolun' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(
      within(plans[2]!).getByRole('link', { name: 'Bizimle iletişime geçin' }),
    ).toHaveAttribute('href', '/contactus');
    await user.click(
      screen.getByRole('button', { name: 'Ekip arkadaşlarım için ayrıca ücret ödeyecek miyim?' }),
    );
    const answer = await screen.findByText(
      'Hayır. Şirketinize dilediğiniz kadar ekip üyesi davet edebilirsiniz.',
    );
    // The panel opens with an animation.
    await waitFor(() => expect(answer).toBeVisible());
    expect(document.title).toContain('Fiyatlandırma');
  });
});
