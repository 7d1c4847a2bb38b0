import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTACT,
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  SEO,
  testMe,
} from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';

afterEach(resetApp);

const admin = testMe(null, { role: 'admin' });
const kvkk = {
  slug: 'kvkk',
  title: 'KVKK Aydınlatma Metni',
  content: '<p>Metin</p>',
  en: null,
  updatedAt: '2024-03-12T09:00:00.000Z',
};

describe('/admin/pages', () => {
  it('lists the pages with their address, each opening its editor', async () => {
    renderApp('/admin/pages', {
      me: admin,
      handlers: { 'GET /api/admin/pages': () => jsonResponse(200, { items: [kvkk] }) },
    });
    const [row] = await screen.findAllByTestId('staff-page-row');
    expect(within(row!).getByText('/kvkk')).toBeInTheDocument();
    expect(
      within(row!).getByRole('link', { name: 'KVKK Aydınlatma Metni sayfasını düzenle' }),
    ).toHaveAttribute('href', '/admin/pages/kvkk');
  });

  it('saves a new title and refuses an empty one under its field', async () => {
    const { user, api } = renderApp('/admin/pages/kvkk', {
      me: admin,
      handlers: {
        'GET /api/admin/pages': () => jsonResponse(200, { items: [kvkk] }),
        'PUT /api/admin/pages/kvkk': () => jsonResponse(200, { ...kvkk, title: 'KVKK Metni' }),
      },
    });
    const title = await screen.findByRole('textbox', { name: 'Sayfa başlığı' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Başlık zorunludur')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/pages/kvkk')).toHaveLength(0);

    await user.type(title, 'KVKK Metni');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sayfa kaydedildi.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/pages/kvkk')[0]?.body).toMatchObject({
      title: 'KVKK Metni',
      content: '<p>Metin</p>',
    });
  });

  it('edits the English version beside the Turkish and sends both', async () => {
    const english = { title: 'KVKK Privacy Notice', content: '<p>Text</p>' };
    const { user, api } = renderApp('/admin/pages/kvkk', {
      me: admin,
      handlers: {
        'GET /api/admin/pages': () => jsonResponse(200, { items: [{ ...kvkk, en: english }] }),
        'PUT /api/admin/pages/kvkk': () => jsonResponse(200, kvkk),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'İngilizce' }));
    const englishTitle = await screen.findByRole('textbox', {
      name: 'Sayfa başlığı (İngilizce)',
    });
    expect(englishTitle).toHaveValue('KVKK Privacy Notice');
    await user.clear(englishTitle);
    await user.type(englishTitle, 'Privacy Notice');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.sent('PUT', '/api/admin/pages/kvkk')).toHaveLength(1));
    expect(api.sent('PUT', '/api/admin/pages/kvkk')[0]?.body).toEqual({
      title: 'KVKK Aydınlatma Metni',
      content: '<p>Metin</p>',
      en: { title: 'Privacy Notice', content: '<p>Text</p>' },
    });
  });

  it('refuses an English title without its text, naming the field, and sends nothing', async () => {
    const { user, api } = renderApp('/admin/pages', {
      me: admin,
      handlers: { 'GET /api/admin/pages': () => jsonResponse(200, { items: [kvkk] }) },
    });
    const [row] = await screen.findAllByTestId('staff-page-row');
    expect(within(row!).getByText('İngilizcesi yok')).toBeInTheDocument();
    await user.click(within(row!).getByRole('link', { name: 'KVKK Aydınlatma Metni' }));
    await user.click(await screen.findByRole('tab', { name: /İngilizce/ }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Sayfa başlığı (İngilizce)' }),
      'KVKK Privacy Notice',
    );
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    // Under the English text, the only field left empty.
    expect(await screen.findByText('İçerik zorunludur')).toBeInTheDocument();
    expect(screen.getAllByText(/zorunludur/)).toHaveLength(1);
    expect(api.sent('PUT', '/api/admin/pages/kvkk')).toHaveLength(0);
  });

  it('asks for the pages again from the load error', async () => {
    const { user, api } = renderApp('/admin/pages', {
      me: admin,
      handlers: {
        'GET /api/admin/pages': failingOnce(() => jsonResponse(200, { items: [kvkk] })),
      },
    });
    const alert = await findLoadError(`Sayfalar yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/admin/pages')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('staff-page-row')).toHaveLength(1);
    expect(api.sent('GET', '/api/admin/pages')).toHaveLength(2);
    expect(screen.queryByText(/Sayfalar yüklenemedi/)).not.toBeInTheDocument();
  });

  it('tells a failed load from a missing page in the editor, and asks again', async () => {
    const { user } = renderApp('/admin/pages/kvkk', {
      me: admin,
      handlers: {
        'GET /api/admin/pages': failingOnce(() => jsonResponse(200, { items: [kvkk] })),
      },
    });
    const alert = await findLoadError(`Sayfalar yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(screen.queryByText('İçerik bulunamadı')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('textbox', { name: 'Sayfa başlığı' })).toHaveValue(
      'KVKK Aydınlatma Metni',
    );
  });
});

describe('/admin/settings', () => {
  it('saves the contact details with a new social account and without a removed one', async () => {
    const contact = {
      email: 'destek@teklifal.com',
      phone: null,
      address: null,
      socials: [{ name: 'X', href: null, icon: 'x' }],
    };
    const { user, api } = renderApp('/admin/settings', {
      me: admin,
      handlers: {
        'GET /api/admin/settings/contact': () => jsonResponse(200, contact),
        'PUT /api/admin/settings/contact': () => jsonResponse(200, contact),
      },
    });
    await screen.findAllByTestId('social-row');
    await user.click(screen.getByRole('button', { name: 'X hesabını kaldır' }));
    await user.click(screen.getByRole('button', { name: 'Hesap ekle' }));
    const [row] = screen.getAllByTestId('social-row');
    await user.type(within(row!).getByRole('textbox', { name: 'Ad' }), 'LinkedIn');
    await user.type(
      within(row!).getByRole('textbox', { name: 'Bağlantı' }),
      'https://linkedin.com/company/teklifal',
    );
    const save = screen.getAllByRole('button', { name: 'Kaydet' });
    await user.click(save[save.length - 1]!);
    await waitFor(() => expect(api.sent('PUT', '/api/admin/settings/contact')).toHaveLength(1));
    expect(api.sent('PUT', '/api/admin/settings/contact')[0]?.body).toMatchObject({
      email: 'destek@teklifal.com',
      socials: [
        { name: 'LinkedIn', href: 'https://linkedin.com/company/teklifal', icon: 'linkedin' },
      ],
    });
  });

  it('says so with a retry when the settings cannot be loaded, and shows the forms once they can', async () => {
    let failing = true;
    const failure = () => problemResponse(500, 'INTERNAL', 'Beklenmeyen bir hata oluştu');
    const { user, api } = renderApp('/admin/settings', {
      me: admin,
      handlers: {
        'GET /api/settings/seo': () => (failing ? failure() : jsonResponse(200, SEO)),
        'GET /api/admin/settings/contact': () => (failing ? failure() : jsonResponse(200, CONTACT)),
      },
    });
    expect(
      await screen.findByText('Site kimliği yüklenemedi: Beklenmeyen bir hata oluştu'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('İletişim bilgileri yüklenemedi: Beklenmeyen bir hata oluştu'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Site başlığı' })).not.toBeInTheDocument();

    failing = false;
    const [seoRetry] = screen.getAllByRole('button', { name: 'Tekrar dene' });
    await user.click(seoRetry!);
    expect(await screen.findByRole('textbox', { name: 'Site başlığı' })).toHaveValue('TeklifAl');
    // Each card retries its own request: the contact details still wait for theirs.
    const contactAlert = screen.getByRole('alert');
    expect(contactAlert).toHaveTextContent('İletişim bilgileri yüklenemedi');
    await user.click(within(contactAlert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByDisplayValue('0212 123 45 67')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/settings/contact').length).toBeGreaterThanOrEqual(2);
  });
});
