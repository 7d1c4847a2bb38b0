import { describe, expect, it } from 'vitest';
import { companyOfUser, listsTeamMember } from './company-of-user.ts';

describe('the company of a user (specification §3)', () => {
  const owned = { id: 'a', adminUserId: 'u1', teamMembers: [{ userId: 'u2' }] };
  const asArray = { id: 'b', adminUserId: 'u9', teamMembers: [{ userId: 'u1' }, { userId: 'u3' }] };
  const asMap = { id: 'c', adminUserId: 'u8', teamMembers: { u4: { role: 'member' }, u5: true } };

  it('prefers the company the user administers', () => {
    expect(companyOfUser([asArray, owned], 'u1')?.id).toBe('a');
  });
  it('finds a member in an array of { userId }', () => {
    expect(companyOfUser([owned, asArray, asMap], 'u3')?.id).toBe('b');
  });
  it('finds a member in a map keyed by user id', () => {
    expect(companyOfUser([owned, asArray, asMap], 'u4')?.id).toBe('c');
  });
  it('finds nothing for a stranger or without teams', () => {
    expect(companyOfUser([owned, asArray, asMap], 'u7')).toBeNull();
    expect(listsTeamMember(undefined, 'u1')).toBe(false);
    expect(listsTeamMember({}, 'toString')).toBe(false);
  });
});
