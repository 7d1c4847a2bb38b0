import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, instantOfIstanbulWallTime, istanbulDateOf, type AdInput } from '@teklifal/core';
import {
  jsonResponse,
  OWN_COMPANY_ID,
  problemResponse,
  renderApp,
  resetApp,
  type ApiHandler,
} from '../../../test/render.tsx';
import { adView, buyer, fill, formApi, optionsOf, pickOption } from '../test-helpers.ts';

afterEach(resetApp);

type User = ReturnType<typeof renderApp>['user'];

function renderCreate(handlers: Record<string, ApiHandler> = {}) {
  return renderApp('/createAd', { me: buyer, handlers: { ...formApi, ...handlers } });
}

/** The text input, textarea or combobox with this label; required ones carry an asterisk. */
const field = (label: string) => {
  const name = new RegExp(`^${label}`);
  return screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name });
};

/** Fills every required field with a valid ad; the bid deadline keeps its default. */
async function fillValidAd(user: User) {
  await fill(
    user,
    await screen.findByRole('textbox', { name: /^İlan başlığı/ }),
    'Atölye el aletleri',
  );
  await pickOption(user, /^Sektör/, 'El aletleri');
  await fill(user, field('Açıklama'), 'Bakım atölyemiz için yıllık ihtiyaç.');
  await fill(user, field('Kalem adı'), 'Darbeli matkap');
  await fill(user, field('Miktar'), '12');
  await pickOption(user, /^Teslimat ili/, 'İzmir');
  await fill(user, field('Teslimat adresi'), 'Atatürk OSB 10. Sokak No: 4, Çiğli');
  await fill(user, field('Teslimat tarihi'), '31.12.2099');
  await fill(user, field('Ödeme koşulları'), 'Peşin');
}

/** The default deadline: a week from today, 17:00 Istanbul, as the API's UTC instant. */
const defaultDeadlineIso = () =>
  instantOfIstanbulWallTime(`${addDays(istanbulDateOf(new Date()), 7)} 17:00:00`);

const saved = (body: unknown) =>
  jsonResponse(201, adView({ id: 'ad-new', title: (body as AdInput).title }));

describe('/createAd', () => {
  it('names every field publishing needs, and sends nothing', async () => {
    const { user, api } = renderCreate();
    await fill(user, await screen.findByRole('textbox', { name: /^Miktar/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Yayınla' }));

    expect(await screen.findByText('Başlık zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Sektör zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Kalem adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Miktar sıfırdan büyük olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('Teslimat ili zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Teslimat tarihi zorunludur')).toBeInTheDocument();
    expect(field('Miktar')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Lütfen işaretli alanları düzeltin')).toBeInTheDocument();
    // The first field to fix takes the focus.
    await waitFor(() => expect(field('İlan başlığı')).toHaveFocus());
    expect(api.sent('POST', '/api/ads')).toHaveLength(0);
  });

  it('refuses a delivery date before the bid deadline together with the other errors', async () => {
    const { user, api } = renderCreate();
    // Three days from now: after today, before the default deadline a week ahead.
    const [year, month, day] = addDays(istanbulDateOf(new Date()), 3).split('-');
    await fill(
      user,
      await screen.findByRole('textbox', { name: /^Teslimat tarihi/ }),
      `${day}.${month}.${year}`,
    );
    await user.click(screen.getByRole('button', { name: 'Yayınla' }));

    expect(
      await screen.findByText('Teslimat tarihi son teklif tarihinden önce olamaz'),
    ).toBeInTheDocument();
    expect(screen.getByText('Başlık zorunludur')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers sub-sectors grouped under their parent and finds them with Turkish letters', async () => {
    const { user } = renderCreate();
    const sector = await screen.findByRole('combobox', { name: /^Sektör/ });
    const names = (await optionsOf(user, sector)).map((o) => o.textContent);
    expect(names).toEqual(['El aletleri', 'Yapı çeliği', 'Kırtasiye']);
    // Turkish letters: "YAPI ÇELİ" is "yapı çeli" in Turkish lower case.
    await user.type(sector, 'YAPI ÇELİ');
    await waitFor(async () =>
      expect((await optionsOf(user, sector)).map((o) => o.textContent)).toEqual(['Yapı çeliği']),
    );
  });

  it('asks for a whole number in a unit that counts pieces', async () => {
    const { user, api } = renderCreate();
    await fill(user, await screen.findByRole('textbox', { name: /^Miktar/ }), '2.500,5');
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    expect(
      await screen.findByText('Miktar tam sayı olmalıdır (adet parça sayar)'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/ads')).toHaveLength(0);
  });

  it('saves a draft with only a title: the rest may wait, a bad value may not', async () => {
    const { user, api, location } = renderCreate({
      'POST /api/ads': ({ body }) => saved(body),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^Miktar/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    // Only what is there is checked: the title, and the quantity typed without its line's name.
    expect(await screen.findByText('Başlık zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Miktar sıfırdan büyük olmalıdır')).toBeInTheDocument();
    expect(screen.queryByText('Sektör zorunludur')).not.toBeInTheDocument();
    expect(screen.queryByText('Teslimat ili zorunludur')).not.toBeInTheDocument();
    expect(api.sent('POST', '/api/ads')).toHaveLength(0);

    await fill(user, field('İlan başlığı'), 'Atölye el aletleri');
    await user.clear(field('Miktar'));
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() => expect(location().pathname).toBe(`/ad-details/${OWN_COMPANY_ID}/ad-new`));
    const [request] = api.sent('POST', '/api/ads');
    expect(request?.path).toBe('/api/ads');
    expect(request?.body).toMatchObject({
      title: 'Atölye el aletleri',
      sectorId: null,
      description: null,
      items: [{ name: '', quantity: null, unit: 'adet' }],
      deliveryCity: null,
      paymentTerms: null,
    });
    expect(await screen.findByText('İlan taslak olarak kaydedildi.')).toBeInTheDocument();
  });

  it('does not save a half-written ad when Enter is pressed in a field', async () => {
    const { user, api, location } = renderCreate({
      'POST /api/ads': ({ body }) => saved(body),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^İlan başlığı/ }), 'Koli alımı');
    await user.type(field('İlan başlığı'), '{Enter}');
    await user.type(field('Kalem adı'), 'Koli 40x30x30{Enter}');
    expect(api.sent('POST', '/api/ads')).toHaveLength(0);
    expect(location().pathname).toBe('/createAd');
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() => expect(api.sent('POST', '/api/ads')).toHaveLength(1));
  });

  it('saves a draft with exact decimals and the deadline in UTC, then opens the ad', async () => {
    const { user, api, location } = renderCreate({
      'POST /api/ads': ({ body }) => saved(body),
    });
    await fillValidAd(user);
    await fill(user, field('Bütçe'), '150.000,50');
    await user.click(screen.getByRole('radio', { name: 'Her para birimi' }));
    await user.click(screen.getByRole('switch', { name: /Kısmi teklif kabul et/ }));
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));

    await waitFor(() => expect(location().pathname).toBe(`/ad-details/${OWN_COMPANY_ID}/ad-new`));
    const [request] = api.sent('POST', '/api/ads');
    expect(request?.body).toEqual({
      title: 'Atölye el aletleri',
      sectorId: 'sec-tools',
      description: 'Bakım atölyemiz için yıllık ihtiyaç.',
      items: [{ name: 'Darbeli matkap', specification: null, quantity: '12', unit: 'adet' }],
      attachmentFileIds: [],
      deliveryCity: 'İzmir',
      deliveryAddress: 'Atatürk OSB 10. Sokak No: 4, Çiğli',
      deliveryDate: '2099-12-31',
      bidDeadline: defaultDeadlineIso(),
      questionsUntil: null,
      paymentTerms: 'Peşin',
      currency: 'TRY',
      bidCurrencyRule: 'any',
      partialBids: true,
      budget: '150000.5',
      budgetVisible: false,
      visibility: 'open',
      invitedCompanyIds: [],
      sealed: false,
    });
    expect(api.sent('POST', '/api/ads/ad-new/publish')).toHaveLength(0);
    expect(await screen.findByText('İlan taslak olarak kaydedildi.')).toBeInTheDocument();
  });

  it('publishes in one request (?publish=true) and opens the ad', async () => {
    const { user, api, location } = renderCreate({
      'POST /api/ads': () => jsonResponse(201, adView({ id: 'ad-new', status: 'published' })),
    });
    await fillValidAd(user);
    await user.click(screen.getByRole('button', { name: 'Yayınla' }));

    await waitFor(() => expect(location().pathname).toBe(`/ad-details/${OWN_COMPANY_ID}/ad-new`));
    const posts = api.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(posts).toEqual(['/api/ads?publish=true']);
    expect(await screen.findByText('İlan yayınlandı; satıcılara bildirildi.')).toBeInTheDocument();
  });

  it('puts the fields a refused publish names under their inputs, and stays', async () => {
    const { user, location } = renderCreate({
      'POST /api/ads': () =>
        problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
          errors: [{ field: 'paymentTerms', message: 'Ödeme koşulları zorunludur' }],
        }),
    });
    await fillValidAd(user);
    await user.click(screen.getByRole('button', { name: 'Yayınla' }));

    await waitFor(() => expect(field('Ödeme koşulları')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Ödeme koşulları')).toHaveAccessibleDescription(/Ödeme koşulları zorunludur/);
    expect(location().pathname).toBe('/createAd');
  });

  it("puts the server's field errors under their inputs", async () => {
    const { user } = renderCreate({
      'POST /api/ads': () =>
        problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
          errors: [
            { field: 'items.0.quantity', message: 'Miktar çok büyük' },
            { field: 'attachmentFileIds', message: 'En fazla 10 ek seçebilirsiniz' },
          ],
        }),
    });
    await fillValidAd(user);
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));

    const quantity = field('Miktar');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription(/Miktar çok büyük/);
    expect(screen.getByText('En fazla 10 ek seçebilirsiniz')).toBeInTheDocument();
    expect(await screen.findAllByText('Lütfen işaretli alanları düzeltin')).not.toHaveLength(0);
  });

  it('adds, moves and removes lines, never the last one', async () => {
    const { user } = renderCreate();
    const remove1 = await screen.findByRole('button', { name: '1. kalemi kaldır' });
    expect(remove1).toBeDisabled();
    await fill(user, field('Kalem adı'), 'Birinci');
    await user.click(screen.getByRole('button', { name: 'Kalem ekle' }));
    const names = () =>
      screen
        .getAllByTestId('ad-item-row')
        .map(
          (row) =>
            (within(row).getByRole('textbox', { name: /^Kalem adı/ }) as HTMLInputElement).value,
        );
    const second = screen.getAllByRole('textbox', { name: /^Kalem adı/ })[1];
    if (!second) throw new Error('no second line');
    await fill(user, second, 'İkinci');
    expect(names()).toEqual(['Birinci', 'İkinci']);

    await user.click(screen.getByRole('button', { name: '2. kalemi yukarı taşı' }));
    expect(names()).toEqual(['İkinci', 'Birinci']);
    await user.click(screen.getByRole('button', { name: '1. kalemi kaldır' }));
    expect(names()).toEqual(['Birinci']);
    expect(screen.getByTestId('ad-form-summary')).toHaveTextContent(/Kalem sayısı\s*1/);
  });

  it('invites sellers: the sector decides the suggestions, matching ones marked', async () => {
    const { user, api } = renderCreate({
      'POST /api/ads': ({ body }) => saved(body),
    });
    await fillValidAd(user);
    await user.click(screen.getByRole('radio', { name: 'Yalnızca davet edilen satıcılar' }));
    const sellers = await waitFor(() => field('Davet edilecek satıcılar'));
    const options = await optionsOf(user, sellers);
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Ege Alet Ltd.'),
      expect.stringContaining('Deniz Hırdavat'),
    ]);
    expect(options[0]).toHaveTextContent('Sektörünüzde');
    await waitFor(() =>
      expect(api.sent('GET', '/api/sellers/suggestions').at(-1)?.path).toContain(
        'sectorId=sec-tools',
      ),
    );
    const [first] = options;
    if (!first) throw new Error('no suggestion');
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));

    await waitFor(() => expect(api.sent('POST', '/api/ads')).toHaveLength(1));
    expect(api.sent('POST', '/api/ads')[0]?.body).toMatchObject({
      visibility: 'invited',
      invitedCompanyIds: ['seller-match'],
    });
  });
});
