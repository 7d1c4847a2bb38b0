import type { AdminCompanyDetail } from '@teklifal/core';
import { companyRecord, listPage } from '../../test/fixtures.ts';
import { testMe } from '../../test/render.tsx';

/** A platform admin's session. */
export const admin = testMe(null, { id: 'admin-1', name: 'Platform Yöneticisi', role: 'admin' });

export { pickOption, queryOf } from '../../test/fixtures.ts';

export const page = <T>(items: T[], total = items.length) => listPage(items, { total });

/** A company as GET /api/admin/companies/:id answers it: a buyer role waiting, a seller one rejected. */
export const companyDetail = (overrides: Partial<AdminCompanyDetail> = {}): AdminCompanyDetail => ({
  ...companyRecord({
    id: 'company-42',
    name: 'Anadolu Makine Sanayi A.Ş.',
    email: 'info@anadolumakine.com.tr',
    website: 'https://anadolumakine.com.tr',
    description: 'Endüstriyel makine imalatı',
    adminUserId: 'owner-1',
    isBuyerConfirmed: 'pending',
    isSellerConfirmed: 'rejected',
    sellerRejectionReason: 'Vergi levhası okunmuyor',
    createdAt: '2026-03-01T09:00:00.000Z',
  }),
  updatedAt: '2026-03-01T09:00:00.000Z',
  owner: { id: 'owner-1', name: 'Ayşe Yılmaz', email: 'ayse@anadolumakine.com.tr', locale: 'tr' },
  members: [
    {
      userId: 'owner-1',
      name: 'Ayşe Yılmaz',
      email: 'ayse@anadolumakine.com.tr',
      role: 'owner',
      banned: false,
      joinedAt: '2026-03-01T09:00:00.000Z',
    },
    {
      userId: 'member-1',
      name: 'Mehmet Demir',
      email: 'mehmet@anadolumakine.com.tr',
      role: 'member',
      banned: false,
      joinedAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  documents: [
    {
      id: 'doc-1',
      kind: 'taxCertificate',
      fileId: 'file-1',
      originalName: 'vergi-levhasi.pdf',
      mimeType: 'application/pdf',
      size: 204800,
      url: '/api/files/file-1',
      createdAt: '2026-03-01T09:00:00.000Z',
    },
  ],
  sectors: [
    {
      id: 'sector-1',
      nameTr: 'Çimento ve Hazır Beton',
      nameEn: 'Cement and Ready-Mix Concrete',
      parentId: 'sector-0',
      parentNameTr: 'İnşaat ve Yapı Malzemeleri',
      parentNameEn: 'Construction and Building Materials',
    },
  ],
  ...overrides,
});
