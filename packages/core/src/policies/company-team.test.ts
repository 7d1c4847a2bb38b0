import { describe, expect, it } from 'vitest';
import { ChangeMemberRoleInput, InviteMemberInput } from '../schemas/team.ts';
import { ChangePasswordInput, UpdateProfileInput } from '../schemas/profile.ts';
import { toFieldErrors } from '../schemas/field-errors.ts';
import { fieldLabelsOf } from '../schemas/field-labels.ts';
import type { CompanyRole } from '../schemas/me.ts';
import { ANONYMOUS, type Actor } from './access.ts';
import {
  canChangeMemberRole,
  canInviteWithRole,
  canManageTeam,
  canRemoveMember,
} from './company.ts';

const COMPANY = 'company-1';
const actorWith = (companyRole: CompanyRole | null, companyId = COMPANY): Actor => ({
  user: { id: 'user-1', role: 'user' },
  company: companyRole ? { id: companyId, isBuyerConfirmed: 'no', isSellerConfirmed: 'no' } : null,
  companyRole,
});

describe('team policies: the owner', () => {
  const owner = actorWith('owner');
  it('manages the team and invites admins and members, never owners', () => {
    expect(canManageTeam(owner, COMPANY)).toBe(true);
    expect(canInviteWithRole(owner, COMPANY, 'admin')).toBe(true);
    expect(canInviteWithRole(owner, COMPANY, 'member')).toBe(true);
    expect(canInviteWithRole(owner, COMPANY, 'owner')).toBe(false);
  });
  it('changes and removes admins and members, never the owner', () => {
    expect(canChangeMemberRole(owner, COMPANY, 'admin', 'member')).toBe(true);
    expect(canChangeMemberRole(owner, COMPANY, 'member', 'admin')).toBe(true);
    expect(canChangeMemberRole(owner, COMPANY, 'member', 'owner')).toBe(false);
    expect(canChangeMemberRole(owner, COMPANY, 'owner', 'member')).toBe(false);
    expect(canRemoveMember(owner, COMPANY, 'admin')).toBe(true);
    expect(canRemoveMember(owner, COMPANY, 'member')).toBe(true);
    expect(canRemoveMember(owner, COMPANY, 'owner')).toBe(false);
  });
  it('has no say in another company', () => {
    expect(canManageTeam(owner, 'company-2')).toBe(false);
    expect(canRemoveMember(owner, 'company-2', 'member')).toBe(false);
    expect(canInviteWithRole(owner, 'company-2', 'member')).toBe(false);
  });
});

describe('team policies: an admin', () => {
  const admin = actorWith('admin');
  it('manages the team but invites members only', () => {
    expect(canManageTeam(admin, COMPANY)).toBe(true);
    expect(canInviteWithRole(admin, COMPANY, 'member')).toBe(true);
    expect(canInviteWithRole(admin, COMPANY, 'admin')).toBe(false);
  });
  it('removes members only, and cannot promote anyone to admin', () => {
    expect(canRemoveMember(admin, COMPANY, 'member')).toBe(true);
    expect(canRemoveMember(admin, COMPANY, 'admin')).toBe(false);
    expect(canRemoveMember(admin, COMPANY, 'owner')).toBe(false);
    expect(canChangeMemberRole(admin, COMPANY, 'member', 'admin')).toBe(false);
    expect(canChangeMemberRole(admin, COMPANY, 'admin', 'member')).toBe(false);
  });
});

describe('team policies: a member, a user without company, a visitor', () => {
  it.each([
    ['member', actorWith('member')],
    ['no company', actorWith(null)],
    ['anonymous', ANONYMOUS],
  ])('%s can do nothing to the team', (_, actor) => {
    expect(canManageTeam(actor, COMPANY)).toBe(false);
    expect(canInviteWithRole(actor, COMPANY, 'member')).toBe(false);
    expect(canChangeMemberRole(actor, COMPANY, 'member', 'member')).toBe(false);
    expect(canRemoveMember(actor, COMPANY, 'member')).toBe(false);
  });
});

describe('team and profile schemas', () => {
  it('an invitation needs a valid e-mail and an assignable role', () => {
    expect(InviteMemberInput.parse({ email: ' Ali@Ornek.COM ', role: 'member' })).toEqual({
      email: 'ali@ornek.com',
      role: 'member',
    });
    const result = InviteMemberInput.safeParse({ email: 'ali@', role: 'owner' });
    expect(result.success).toBe(false);
    const errors = toFieldErrors(result.error?.issues ?? [], 'tr');
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      email: 'E-posta geçerli bir e-posta adresi olmalıdır',
      role: 'Rol izin verilen değerlerden biri olmalıdır',
    });
    expect(ChangeMemberRoleInput.safeParse({ role: 'owner' }).success).toBe(false);
  });

  it('a profile follows the registration rules', () => {
    expect(
      UpdateProfileInput.parse({ name: 'Ayşe Yılmaz', phone: '0532 123 45 67', locale: 'en' }),
    ).toEqual({ name: 'Ayşe Yılmaz', phone: '+905321234567', locale: 'en' });
    expect(UpdateProfileInput.safeParse({ name: 'A', phone: '1', locale: 'de' }).success).toBe(
      false,
    );
  });

  it('a new password is labelled as the new one', () => {
    const result = ChangePasswordInput.safeParse({
      currentPassword: 'x',
      password: 'abc',
      passwordConfirm: 'abc',
    });
    const errors = toFieldErrors(
      result.error?.issues ?? [],
      'tr',
      fieldLabelsOf(ChangePasswordInput),
    );
    expect(errors[0]).toMatchObject({
      field: 'password',
      message: 'Yeni şifre en az 8 karakter olmalıdır',
    });
  });
});
