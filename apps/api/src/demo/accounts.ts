import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { CompanyRole, CompanyView, CreateCompanyInput } from '@teklifal/core';
import { companyMember, sector } from '../db/schema/index.ts';
import { createVerifiedUser } from '../modules/setup/commands/platform-admin.ts';
import { present, signInDemo, type DemoSession } from './client.ts';

export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_ADMIN = { name: 'Platform Yöneticisi', email: 'admin@teklifal.demo' };

interface PersonSpec {
  name: string;
  email: string;
  role: Exclude<CompanyRole, 'owner'>;
}

interface CompanySpec {
  key: 'buyer' | 'sellerEge' | 'sellerMarmara' | 'both';
  owner: { name: string; email: string };
  team: PersonSpec[];
  company: Omit<CreateCompanyInput, 'requestedRoles'>;
  roles: ('buyer' | 'seller')[];
  sectorSlugs: string[];
}

/** Four companies: a buyer, two sellers and one that is both, each with a small team. */
const COMPANIES: CompanySpec[] = [
  {
    key: 'buyer',
    owner: { name: 'Ayşe Demir', email: 'ayse@anadolugida.demo' },
    team: [{ name: 'Mehmet Kaya', email: 'mehmet@anadolugida.demo', role: 'member' }],
    company: {
      name: 'Anadolu Gıda Sanayi ve Ticaret A.Ş.',
      taxNumber: '1234567890',
      taxOffice: 'Ümraniye',
      city: 'İstanbul',
      district: 'Ümraniye',
      address: 'Dudullu OSB, Nato Yolu Cad. No: 14, Ümraniye',
      phone: '0216 555 12 34',
      email: 'satinalma@anadolugida.demo',
      website: 'https://anadolugida.demo',
      description: 'Bakliyat, makarna ve hazır gıda üreticisi; 3 tesiste 450 çalışan.',
    },
    roles: ['buyer'],
    sectorSlugs: ['gida-temel-gida'],
  },
  {
    key: 'sellerEge',
    owner: { name: 'Can Öztürk', email: 'can@egeambalaj.demo' },
    team: [{ name: 'Selin Aydın', email: 'selin@egeambalaj.demo', role: 'admin' }],
    company: {
      name: 'Ege Ambalaj Sanayi Ltd. Şti.',
      taxNumber: '2345678917',
      taxOffice: 'Bornova',
      city: 'İzmir',
      district: 'Bornova',
      address: 'Kemalpaşa Cad. No: 211, Işıkkent, Bornova',
      phone: '0232 444 56 78',
      email: 'teklif@egeambalaj.demo',
      website: 'https://egeambalaj.demo',
      description: 'Oluklu mukavva koli, etiket ve esnek ambalaj üretimi.',
    },
    roles: ['seller'],
    sectorSlugs: [
      'ambalaj-karton-koli',
      'ambalaj-plastik',
      'ambalaj-etiket',
      'ambalaj-esnek',
      'ofis-kagit',
      'ofis-kirtasiye-urunleri',
    ],
  },
  {
    key: 'sellerMarmara',
    owner: { name: 'Zeynep Arslan', email: 'zeynep@marmaratedarik.demo' },
    team: [{ name: 'Burak Koç', email: 'burak@marmaratedarik.demo', role: 'member' }],
    company: {
      name: 'Marmara Endüstriyel Tedarik A.Ş.',
      taxNumber: '3456789127',
      taxOffice: 'Gebze',
      city: 'Kocaeli',
      district: 'Gebze',
      address: 'Gebze OSB 1000. Sokak No: 8, Gebze',
      phone: '0262 333 90 10',
      email: 'satis@marmaratedarik.demo',
      website: null,
      description: 'Endüstriyel sarf, iş güvenliği, paslanmaz ürünler ve temizlik kimyasalları.',
    },
    roles: ['seller'],
    sectorSlugs: [
      'metal-paslanmaz-celik',
      'makine-pompa-kompresor',
      'is-kisisel-koruyucu',
      'temizlik-kimyasallari',
      'ambalaj-karton-koli',
      'ambalaj-palet-kasa',
      'ofis-kirtasiye-urunleri',
    ],
  },
  {
    key: 'both',
    owner: { name: 'Emre Yıldız', email: 'emre@karadenizmakina.demo' },
    team: [{ name: 'Deniz Çelik', email: 'deniz@karadenizmakina.demo', role: 'member' }],
    company: {
      name: 'Karadeniz Makina Sanayi A.Ş.',
      taxNumber: '4567891233',
      taxOffice: '19 Mayıs',
      city: 'Samsun',
      district: 'İlkadım',
      address: 'Organize Sanayi Bölgesi 4. Cadde No: 22, İlkadım',
      phone: '0362 266 70 70',
      email: 'info@karadenizmakina.demo',
      website: 'https://karadenizmakina.demo',
      description: 'Pompa, kompresör ve endüstriyel yedek parça imalatı ve bakımı.',
    },
    roles: ['buyer', 'seller'],
    sectorSlugs: [
      'makine-pompa-kompresor',
      'metal-paslanmaz-celik',
      'makine-endustriyel-yedek-parca',
    ],
  },
];

export interface DemoCompany {
  id: string;
  name: string;
  owner: DemoSession;
  member: DemoSession;
}

export type DemoCompanies = Record<CompanySpec['key'], DemoCompany>;

export interface DemoLogin {
  email: string;
  who: string;
}

/** The admin, the companies with their teams, approved and with their sectors. */
export async function createDemoAccounts(
  app: FastifyInstance,
): Promise<{ admin: DemoSession; companies: DemoCompanies; logins: DemoLogin[] }> {
  await createVerifiedUser(app.auth, { ...DEMO_ADMIN, password: DEMO_PASSWORD, role: 'admin' });
  const admin = await signInDemo(app, DEMO_ADMIN.email, DEMO_PASSWORD);
  const logins: DemoLogin[] = [{ email: DEMO_ADMIN.email, who: 'platform yöneticisi (/admin)' }];
  const companies = {} as DemoCompanies;

  for (const spec of COMPANIES) {
    await createVerifiedUser(app.auth, { ...spec.owner, password: DEMO_PASSWORD, role: 'user' });
    const owner = await signInDemo(app, spec.owner.email, DEMO_PASSWORD);
    const created = await owner.post<CompanyView>('/api/companies', {
      ...spec.company,
      requestedRoles: spec.roles,
    });
    const sectors = await app.db
      .select({ id: sector.id })
      .from(sector)
      .where(inArray(sector.slug, spec.sectorSlugs));
    await owner.put(`/api/companies/${created.id}/sectors`, {
      sectorIds: sectors.map((row) => row.id),
    });
    for (const role of spec.roles) {
      await admin.post(`/api/admin/companies/${created.id}/decisions`, {
        role,
        decision: 'approve',
      });
    }
    const teammate = present(spec.team[0], 'teammate');
    const teammateId = await createVerifiedUser(app.auth, {
      name: teammate.name,
      email: teammate.email,
      password: DEMO_PASSWORD,
      role: 'user',
    });
    // Invitations go by mail; the demo puts the teammate straight into the team.
    await app.db
      .insert(companyMember)
      .values({ companyId: created.id, userId: teammateId, role: teammate.role });
    const member = await signInDemo(app, teammate.email, DEMO_PASSWORD);
    companies[spec.key] = { id: created.id, name: created.name, owner, member };
    const roleText = spec.roles.map((r) => (r === 'buyer' ? 'alıcı' : 'satıcı')).join(' + ');
    logins.push({ email: spec.owner.email, who: `${created.name}, sahibi (${roleText})` });
    logins.push({ email: teammate.email, who: `${created.name}, ekip üyesi` });
  }
  return { admin, companies, logins };
}
