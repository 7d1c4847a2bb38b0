import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailUnsubscribeLinkView } from '@teklifal/core';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';

afterEach(resetApp);

const LINK = '/api/email-preferences/unsubscribe';
const ACTIVE: EmailUnsubscribeLinkView = {
  kind: 'orderStep',
  email: 'ayse@example.com',
  active: true,
};

describe('/email-unsubscribe', () => {
  it('opening the link changes nothing; the button turns the kind off and says for whom', async () => {
    const { user, api } = renderApp('/email-unsubscribe?token=u1.orderStep.20458.sig', {
      handlers: {
        [`GET ${LINK}`]: () => jsonResponse(200, ACTIVE),
        [`POST ${LINK}`]: () => jsonResponse(200, { kind: 'orderStep', email: 'ayse@example.com' }),
      },
    });
    expect(
      await screen.findByText(
        'ayse@example.com adresine “Sipariş adımı” e-postaları artık gönderilmesin mi? Bildirimler zil simgesinde görünmeye devam eder.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('GET', LINK)[0]?.path).toBe(`${LINK}?token=u1.orderStep.20458.sig`);
    expect(api.sent('POST', LINK)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Bu e-postaları durdur' }));
    expect(await screen.findByTestId('email-unsubscribed')).toHaveTextContent(
      'ayse@example.com adresine artık “Sipariş adımı” e-postaları gönderilmeyecek.',
    );
    expect(api.sent('POST', LINK)[0]?.body).toEqual({
      token: 'u1.orderStep.20458.sig',
    });
  });

  it('says so when the kind is already off, without a button', async () => {
    renderApp('/email-unsubscribe?token=u1.orderStep.20458.sig', {
      handlers: { [`GET ${LINK}`]: () => jsonResponse(200, { ...ACTIVE, active: false }) },
    });
    expect(await screen.findByTestId('email-unsubscribed')).toHaveTextContent(
      'ayse@example.com adresine “Sipariş adımı” e-postaları zaten gönderilmiyor.',
    );
    expect(screen.queryByRole('button', { name: 'Bu e-postaları durdur' })).toBeNull();
  });

  it('shows the server’s reason for a refused link (expired) and offers no button', async () => {
    const { api } = renderApp('/email-unsubscribe?token=u1.orderStep.20458.sig', {
      handlers: {
        [`GET ${LINK}`]: () =>
          problemResponse(400, 'INVALID_TOKEN', 'Bağlantı geçersiz veya süresi dolmuş', {
            detail: 'Bu abonelikten çıkma bağlantısının süresi dolmuş.',
          }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu abonelikten çıkma bağlantısının süresi dolmuş.',
    );
    expect(screen.queryByRole('button', { name: 'Bu e-postaları durdur' })).toBeNull();
    expect(api.sent('POST', LINK)).toHaveLength(0);
  });

  it('asks for the mail’s link when the token is missing', async () => {
    renderApp('/email-unsubscribe');
    expect(
      await screen.findByText('Bağlantı eksik. Lütfen e-postadaki bağlantıyı kullanın.'),
    ).toBeInTheDocument();
  });
});
