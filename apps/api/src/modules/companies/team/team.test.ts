import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitation } from '../../../db/schema/index.ts';
import { uniqueEmail } from '../../../test/helper.ts';
import { COMPANY_NAME, useTeamWorld } from './test-helpers.ts';

/** What the team routes show, and to whom (the writes have their tests in commands/). */

const w = useTeamWorld();

describe('GET /api/company/members', () => {
  it('lists the team for the owner with what the owner may do to each member', async () => {
    const response = await w.api.members(w.owner.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<Record<string, unknown>>;
    expect(items.map((m) => [m.name, m.role])).toEqual([
      ['Orhan Sahip', 'owner'],
      ['Ayla Yönetici', 'admin'],
      ['Mert Üye', 'member'],
    ]);
    expect(items[0]).toMatchObject({
      userId: w.owner.userId,
      email: w.owner.email,
      isSelf: true,
      abilities: { changeRole: false, remove: false },
    });
    expect(items[0]?.joinedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(items[1]?.abilities).toEqual({ changeRole: true, remove: true });
    expect(items[2]?.abilities).toEqual({ changeRole: true, remove: true });
  });

  it('an admin may remove members only, and never change roles', async () => {
    const items = (await w.api.members(w.admin.cookie)).json().items as Array<
      Record<string, unknown>
    >;
    expect(items.map((m) => m.abilities)).toEqual([
      { changeRole: false, remove: false },
      { changeRole: false, remove: false },
      { changeRole: false, remove: true },
    ]);
  });

  it('a member sees the team read-only', async () => {
    const response = await w.api.members(w.member.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<{ abilities: object }>;
    expect(items).toHaveLength(3);
    expect(
      items.every((m) => JSON.stringify(m.abilities) === '{"changeRole":false,"remove":false}'),
    ).toBe(true);
  });

  it('another company sees only its own team', async () => {
    const items = (await w.api.members(w.outsider.cookie)).json().items as Array<{
      userId: string;
    }>;
    expect(items.map((m) => m.userId)).toEqual([w.outsider.userId]);
  });

  it('needs a signed-in user with a company', async () => {
    expect((await w.api.members()).json().code).toBe('AUTH_REQUIRED');
    const noCompany = await w.api.members(w.loner.cookie);
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().code).toBe('COMPANY_REQUIRED');
  });
});

describe('GET /api/company/invitations', () => {
  it('lists pending invitations with the expired flag and the inviter, to managers only', async () => {
    const email = uniqueEmail('liste');
    const { id } = await w.invitedToken(email, 'member', w.admin);
    const stale = uniqueEmail('bayat');
    const { id: staleId } = await w.invitedToken(stale);
    await w.app.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, staleId));

    const response = await w.api.invitations(w.owner.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<Record<string, unknown>>;
    expect(items.find((i) => i.id === id)).toMatchObject({
      email,
      role: 'member',
      expired: false,
      invitedByName: 'Ayla Yönetici',
    });
    expect(items.find((i) => i.id === staleId)).toMatchObject({ email: stale, expired: true });
    expect(Object.keys(items[0] ?? {})).not.toContain('tokenHash');

    const asMember = await w.api.invitations(w.member.cookie);
    expect(asMember.statusCode).toBe(403);
    const asOther = await w.api.invitations(w.outsider.cookie);
    expect((asOther.json().items as Array<{ id: string }>).some((i) => i.id === id)).toBe(false);
  });
});

describe('GET /api/invitations/:token (public)', () => {
  it('shows company, role, invited address, inviter and state to anyone with the link', async () => {
    const email = uniqueEmail('acik');
    const { token } = await w.invitedToken(email, 'admin');
    const response = await w.api.publicInvitation(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      companyId: w.companyId,
      companyName: COMPANY_NAME,
      role: 'admin',
      email,
      inviterName: 'Orhan Sahip',
      state: 'valid',
    });
    expect(response.json()).not.toHaveProperty('id');
    expect(response.json()).not.toHaveProperty('tokenHash');
  });

  it('an unknown token is a 404', async () => {
    expect((await w.api.publicInvitation('bilinmeyen-token')).statusCode).toBe(404);
  });
});
