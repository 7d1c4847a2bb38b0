import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailUnsubscribeLinkView } from '@teklifal/core';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';

afterEach(resetApp);

const LINK = '/api/email-preferences/unsubscribe';
const RESUBSCRIBE = '/api/email-preferences/resubscribe';
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
        [`POST ${LINK}`]: () =>
          jsonResponse(200, {
            kind: 'orderStep',
            email: 'ayse@example.com',
            turnedOff: ['orderStep'],
          }),
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
      scope: 'kind',
    });
  });

  it('can stop every notification mail, and undo turns back on what it turned off', async () => {
    const { user, api } = renderApp('/email-unsubscribe?token=u1.orderStep.20458.sig', {
      handlers: {
        [`GET ${LINK}`]: () => jsonResponse(200, ACTIVE),
        [`POST ${LINK}`]: () =>
          jsonResponse(200, {
            kind: 'orderStep',
            email: 'ayse@example.com',
            turnedOff: ['newBid', 'orderStep'],
          }),
        [`POST ${RESUBSCRIBE}`]: () => jsonResponse(200, ACTIVE),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Hiçbir bildirim e-postası gönderme' }),
    );
    expect(await screen.findByTestId('email-unsubscribed')).toHaveTextContent(
      'ayse@example.com adresine artık hiçbir bildirim e-postası gönderilmeyecek.',
    );
    expect(api.sent('POST', LINK)[0]?.body).toEqual({
      token: 'u1.orderStep.20458.sig',
      scope: 'all',
    });

    await user.click(screen.getByRole('button', { name: 'Geri al' }));
    expect(
      await screen.findByText('Geri alındı: e-posta tercihleriniz eskisi gibi.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', RESUBSCRIBE)[0]?.body).toEqual({
      token: 'u1.orderStep.20458.sig',
      kinds: ['newBid', 'orderStep'],
    });
    // On again: the choice is offered anew.
    expect(screen.getByRole('button', { name: 'Bu e-postaları durdur' })).toBeInTheDocument();
  });

  it('says why when the button is refused, and keeps the choice on screen', async () => {
    const { user } = renderApp('/email-unsubscribe?token=u1.orderStep.20458.sig', {
      handlers: {
        [`GET ${LINK}`]: () => jsonResponse(200, ACTIVE),
        [`POST ${LINK}`]: () =>
          problemResponse(400, 'INVALID_TOKEN', 'Bağlantı geçersiz veya süresi dolmuş', {
            detail: 'Bu abonelikten çıkma bağlantısının süresi dolmuş.',
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bu e-postaları durdur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu abonelikten çıkma bağlantısının süresi dolmuş.',
    );
    expect(screen.queryByTestId('email-unsubscribed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bu e-postaları durdur' })).toBeEnabled();
  });

  it('says so when the kind is already off, and can turn it back on', async () => {
    const { user, api } = renderApp('/email-unsubscribe?token=u1.orderStep.20458.sig', {
      handlers: {
        [`GET ${LINK}`]: () => jsonResponse(200, { ...ACTIVE, active: false }),
        [`POST ${RESUBSCRIBE}`]: () => jsonResponse(200, ACTIVE),
      },
    });
    expect(await screen.findByTestId('email-unsubscribed')).toHaveTextContent(
      'ayse@example.com adresine “Sipariş adımı” e-postaları zaten gönderilmiyor.',
    );
    expect(screen.queryByRole('button', { name: 'Bu e-postaları durdur' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bu e-postaları yeniden gönder' }));
    expect(
      await screen.findByText(
        'ayse@example.com adresine “Sipariş adımı” e-postaları yeniden gönderilecek.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('POST', RESUBSCRIBE)[0]?.body).toEqual({
      token: 'u1.orderStep.20458.sig',
      kinds: ['orderStep'],
    });
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
