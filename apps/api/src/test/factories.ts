import type { ApprovalState, CompanyRole } from '@teklifal/core';
import type { Database } from '../db/client.ts';
import { company, companyMember } from '../db/schema/index.ts';

let taxCounter = 100_000_000;

/** A valid VKN: nine digits and the checksum digit. */
export function nextVkn(): string {
  const base = String(++taxCounter).padStart(9, '0');
  const digits = Array.from(base, Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = ((digits[i] as number) + 9 - i) % 10;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    sum += shifted !== 0 && weighted === 0 ? 9 : weighted;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** A company owned by `adminUserId`, with the approval flags the test needs. */
export async function createCompany(
  db: Database,
  props: {
    adminUserId: string;
    name?: string;
    isBuyerConfirmed?: ApprovalState;
    isSellerConfirmed?: ApprovalState;
  },
) {
  const [row] = await db
    .insert(company)
    .values({
      name: props.name ?? 'Anadolu Makine Sanayi A.Ş.',
      taxNumber: nextVkn(),
      taxOffice: 'Kadıköy',
      city: 'İstanbul',
      district: 'Kadıköy',
      address: 'Caferağa Mah. Moda Cad. No: 1',
      phone: '+902165550000',
      email: 'info@anadolumakine.com.tr',
      adminUserId: props.adminUserId,
      isBuyerConfirmed: props.isBuyerConfirmed ?? 'no',
      isSellerConfirmed: props.isSellerConfirmed ?? 'no',
    })
    .returning();
  if (!row) throw new Error('company not created');
  await db
    .insert(companyMember)
    .values({ companyId: row.id, userId: props.adminUserId, role: 'owner' });
  return row;
}

export async function addMember(
  db: Database,
  companyId: string,
  userId: string,
  role: CompanyRole,
) {
  await db.insert(companyMember).values({ companyId, userId, role });
}
