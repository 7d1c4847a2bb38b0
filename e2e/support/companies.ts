import { expect } from '@playwright/test';
import { adminRequest, registerVerifiedUser } from './fixtures.ts';
import { apiContext, signIn } from './world-api.ts';

let vknCounter = 200_000_000 + (Date.now() % 100_000_000);

/** A valid VKN: nine digits and the checksum digit. */
export function nextVkn(): string {
  const base = String(++vknCounter).padStart(9, '0').slice(-9);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (Number(base[i]) + 9 - i) % 10;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    sum += shifted !== 0 && weighted === 0 ? 9 : weighted;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/**
 * A verified user owning a company with the roles asked for, already approved by the platform
 * admin and working in the given sectors: the starting point of tests about what comes after.
 */
export async function approvedCompany(props: {
  name: string;
  person: string;
  roles: ('buyer' | 'seller')[];
  sectorSlugs?: string[];
}) {
  // A context of its own: its session cookie must not leak into other sign-ups.
  const request = await apiContext(30);
  const user = await registerVerifiedUser(request, { name: props.person });
  await signIn(request, user.email, user.password);
  const created = await request.post('/api/companies', {
    data: {
      name: props.name,
      taxNumber: nextVkn(),
      taxOffice: 'Kadıköy',
      city: 'İstanbul',
      district: 'Kadıköy',
      address: 'Caferağa Mah. Moda Cad. No: 10',
      phone: '0216 555 00 00',
      email: 'info@ornekfirma.com.tr',
      requestedRoles: props.roles,
    },
  });
  expect(created.status()).toBe(201);
  const company = (await created.json()) as { id: string };
  if (props.sectorSlugs) {
    const sectors = (await (await request.get('/api/sectors')).json()) as {
      items: { id: string; slug: string }[];
    };
    const sectorIds = sectors.items
      .filter((s) => props.sectorSlugs?.includes(s.slug))
      .map((s) => s.id);
    const saved = await request.put(`/api/companies/${company.id}/sectors`, {
      data: { sectorIds },
    });
    expect(saved.ok()).toBe(true);
  }
  const admin = await adminRequest();
  for (const role of props.roles) {
    const decision = await admin.post(`/api/admin/companies/${company.id}/decisions`, {
      data: { role, decision: 'approve' },
    });
    expect(decision.ok()).toBe(true);
  }
  await admin.dispose();
  await request.dispose();
  return { ...user, companyId: company.id };
}
