import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '../schemas/me.ts';
import { ANONYMOUS, type SignedInActor } from './access.ts';
import { canReadFile, companyOfUpload, uploadDenial } from './files.ts';

const OWN = 'company-own';
const member = (role: CompanyRole): SignedInActor => ({
  user: { id: `user-${role}`, role: 'user' },
  company: { id: OWN, isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' },
  companyRole: role,
});
const loner: SignedInActor = {
  user: { id: 'loner', role: 'user' },
  company: null,
  companyRole: null,
};
const staff: SignedInActor = {
  user: { id: 'staff', role: 'admin' },
  company: null,
  companyRole: null,
};

describe('who may upload', () => {
  it('follows each purpose’s uploader', () => {
    expect(uploadDenial(loner, 'logo')).toBeNull();
    expect(uploadDenial(loner, 'supportAttachment')).toBeNull();
    expect(uploadDenial(loner, 'adAttachment')).toBe('COMPANY_REQUIRED');
    expect(uploadDenial(member('member'), 'adAttachment')).toBeNull();
    expect(uploadDenial(member('member'), 'companyDocument')).toBe('FORBIDDEN');
    expect(uploadDenial(member('admin'), 'companyDocument')).toBeNull();
    expect(uploadDenial(loner, 'companyDocument')).toBe('COMPANY_REQUIRED');
    expect(uploadDenial(member('owner'), 'content')).toBe('FORBIDDEN');
    expect(uploadDenial(staff, 'content')).toBeNull();
  });
  it('gives content images to no company and the rest to the uploader’s', () => {
    expect(companyOfUpload(member('owner'), 'content')).toBeNull();
    expect(companyOfUpload(member('member'), 'adAttachment')).toBe(OWN);
    expect(companyOfUpload(loner, 'logo')).toBeNull();
  });
});

describe('who may read a stored file', () => {
  const document = {
    purpose: 'companyDocument',
    companyId: OWN,
    uploadedBy: 'user-owner',
  } as const;
  it('lets anyone read logos and content images', () => {
    expect(canReadFile(ANONYMOUS, { purpose: 'logo', companyId: OWN, uploadedBy: null })).toBe(
      true,
    );
    expect(canReadFile(ANONYMOUS, { purpose: 'content', companyId: null, uploadedBy: null })).toBe(
      true,
    );
  });
  it('keeps a company’s documents to its people and platform staff', () => {
    expect(canReadFile(member('member'), document)).toBe(true);
    expect(canReadFile(staff, document)).toBe(true);
    expect(canReadFile(loner, document)).toBe(false);
    expect(canReadFile(ANONYMOUS, document)).toBe(false);
  });
  it('keeps a file of no company yet to its uploader and staff', () => {
    const unclaimed = { purpose: 'companyDocument', companyId: null, uploadedBy: 'loner' } as const;
    expect(canReadFile(loner, unclaimed)).toBe(true);
    expect(canReadFile(staff, unclaimed)).toBe(true);
    expect(canReadFile(member('owner'), unclaimed)).toBe(false);
    expect(canReadFile(loner, { ...unclaimed, uploadedBy: null })).toBe(false);
  });
});
