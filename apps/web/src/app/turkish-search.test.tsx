import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyView, SectorView } from '@teklifal/core';
import { jsonResponse, renderApp, resetApp, testMe } from '../test/render.tsx';

afterEach(resetApp);

type RenderedApp = ReturnType<typeof renderApp>;

/** Types into a searchable Mantine select and returns the options it offers then. */
async function offered(user: RenderedApp['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the select has no open list');
  return within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}

describe('the company form’s İl and İlçe selects', () => {
  it('find provinces and districts typed with or without Turkish letters, in any case', async () => {
    const { user } = renderApp('/createcompany', { me: testMe(null) });
    const city = await screen.findByRole('combobox', { name: 'İl' });
    expect(await offered(user, city, 'istanbul')).toEqual(['İstanbul']);
    expect(await offered(user, city, 'İSTANBUL')).toEqual(['İstanbul']);
    expect(await offered(user, city, 'ISTANBUL')).toEqual(['İstanbul']);
    expect(await offered(user, city, 'izmir')).toEqual(['İzmir']);
    expect(await offered(user, city, 'igdir')).toEqual(['Iğdır']);
    expect(await offered(user, city, 'cankiri')).toEqual(['Çankırı']);

    await user.click(screen.getByRole('option', { name: 'Çankırı', hidden: true }));
    const district = screen.getByRole('combobox', { name: 'İlçe' });
    expect(await offered(user, district, 'sabanozu')).toEqual(['Şabanözü']);
    expect(await offered(user, district, 'ILGAZ')).toEqual(['Ilgaz']);
  });
});

// Sector names as the seed has them (apps/api/src/modules/sectors/seed-sectors.ts).
const sector = (id: string, nameTr: string, nameEn: string, parentId: string | null = null) =>
  ({
    id,
    slug: id,
    nameTr,
    nameEn,
    parentId,
    sortOrder: 0,
    isActive: true,
  }) as SectorView;
const SECTORS: SectorView[] = [
  sector('insaat', 'İnşaat ve Yapı Malzemeleri', 'Construction and Building Materials'),
  sector(
    'insaat-demir-celik',
    'İnşaat Demiri ve Çelik Yapı',
    'Rebar and Structural Steel',
    'insaat',
  ),
  sector('insaat-cimento', 'Çimento ve Hazır Beton', 'Cement and Ready-Mix Concrete', 'insaat'),
  sector('elektrik', 'Elektrik ve Elektronik', 'Electrical and Electronics'),
  sector('elektrik-kablo', 'Kablo ve İletkenler', 'Cables and Conductors', 'elektrik'),
  sector('elektrik-aydinlatma', 'Aydınlatma', 'Lighting', 'elektrik'),
  sector('metal', 'Metal ve Metal İşleme', 'Metals and Metalworking'),
  sector('metal-paslanmaz', 'Paslanmaz Çelik', 'Stainless Steel', 'metal'),
  sector('metal-sac', 'Sac ve Levha', 'Sheet and Plate', 'metal'),
];

describe('the sector picker of /sectors/{companyId}', () => {
  it('finds "celik" and "aydinlatma" typed without Turkish letters', async () => {
    const { user } = renderApp('/sectors/company-own', {
      me: testMe({ isSellerConfirmed: 'pending' }),
      handlers: {
        'GET /api/sectors': () => jsonResponse(200, { items: SECTORS }),
        'GET /api/companies/mine': () =>
          jsonResponse(200, {
            id: 'company-own',
            sectorIds: [],
            abilities: { edit: true, manageTeam: true, editSectors: true, viewDocuments: true },
          } as Partial<CompanyView>),
      },
    });
    const search = await screen.findByRole('textbox', { name: 'Sektör ara' });

    await user.type(search, 'celik');
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Aydınlatma' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('checkbox', { name: 'İnşaat Demiri ve Çelik Yapı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Paslanmaz Çelik' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Sac ve Levha' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'AYDINLATMA');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Aydınlatma' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('checkbox', { name: 'Paslanmaz Çelik' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'aydinlatma');
    expect(screen.getByRole('checkbox', { name: 'Aydınlatma' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Kablo ve İletkenler' })).not.toBeInTheDocument();
  });
});

describe('the filters of /ads', () => {
  it('find sectors and provinces typed without Turkish letters', async () => {
    const { user } = renderApp('/ads', {
      me: testMe({ isSellerConfirmed: 'yes' }),
      handlers: {
        'GET /api/sectors': () => jsonResponse(200, { items: SECTORS }),
        'GET /api/ads': () =>
          jsonResponse(200, { items: [], page: 1, pageSize: 12, total: 0, totalCapped: false }),
      },
    });
    const sectorFilter = await screen.findByRole('combobox', { name: 'Sektör' });
    await waitFor(() => expect(sectorFilter).not.toBeDisabled());
    expect(await offered(user, sectorFilter, 'celik')).toEqual([
      'İnşaat ve Yapı Malzemeleri › İnşaat Demiri ve Çelik Yapı',
      'Metal ve Metal İşleme › Paslanmaz Çelik',
    ]);
    expect(await offered(user, sectorFilter, 'aydinlatma')).toEqual([
      'Elektrik ve Elektronik › Aydınlatma',
    ]);
    const cityFilter = screen.getByRole('combobox', { name: 'Teslimat ili' });
    expect(await offered(user, cityFilter, 'cankiri')).toEqual(['Çankırı']);
  });
});
