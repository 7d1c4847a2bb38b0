import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../test/factories.ts';
import {
  createTwoInstances,
  inject,
  signIn,
  signUpAndSignIn,
  type TwoInstances,
} from '../../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../../test/procurement.ts';
import { STAFF_ADMIN } from '../../test/staff-world.ts';
import { streamOpener } from '../../test/event-stream.ts';

/**
 * An event stream is allowed when it opens; a sign-out, a ban or a removal from the team ends
 * it at once, also when it is open on another instance than the one that took the action.
 */

let apps: TwoInstances;
let openHere: ReturnType<typeof streamOpener>;
let openThere: ReturnType<typeof streamOpener>;
let admin: { cookie: string };

const addressOf = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  apps = await createTwoInstances({ admin: STAFF_ADMIN });
  openHere = streamOpener(await addressOf(apps.first));
  openThere = streamOpener(await addressOf(apps.second));
  admin = await signIn(apps.first, STAFF_ADMIN.email, STAFF_ADMIN.password);
});
afterAll(() => apps.close());

/** A company's owner and a member, both signed in. */
async function team(): Promise<{ owner: CompanyUser; member: { cookie: string; userId: string } }> {
  const owner = await signedInCompany(apps.first, { buyer: true });
  const member = await signUpAndSignIn(apps.first);
  await addMember(apps.first.db, owner.companyId, member.userId, 'member');
  return { owner, member };
}

describe('an open event stream', () => {
  it('ends when its session signs out; the teammate’s stays open', async () => {
    const { owner, member } = await team();
    const mine = await openHere(member.cookie);
    const teammates = await openHere(owner.cookie);

    const signOut = await inject(apps.first, {
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: member.cookie,
    });
    expect(signOut.statusCode).toBe(200);

    expect(await mine.endedByServer()).toBe(true);
    expect(await teammates.endedByServer(300)).toBe(false);
    await teammates.close();
  });

  it('ends when staff ban the user, on the other instance too', async () => {
    const { member } = await team();
    const here = await openHere(member.cookie);
    const there = await openThere(member.cookie);

    const ban = await inject(apps.first, {
      method: 'POST',
      url: `/api/admin/users/${member.userId}/ban`,
      cookie: admin.cookie,
      payload: { reason: 'Sahte hesap' },
    });
    expect(ban.statusCode).toBe(200);

    expect(await here.endedByServer()).toBe(true);
    expect(await there.endedByServer()).toBe(true);
  });

  it('ends when the member is removed from the team, and the company’s events stop', async () => {
    const { owner, member } = await team();
    const removed = await openThere(member.cookie);
    const stays = await openThere(owner.cookie);

    const removal = await inject(apps.first, {
      method: 'DELETE',
      url: `/api/company/members/${member.userId}`,
      cookie: owner.cookie,
    });
    expect(removal.statusCode).toBe(204);

    expect(await removed.endedByServer()).toBe(true);
    expect(await stays.endedByServer(300)).toBe(false);
    // The user is still signed in, without a company: a new stream is refused.
    const again = await fetch(`${removed.response.url}`, { headers: { cookie: member.cookie } });
    expect(again.status).toBe(403);
    await stays.close();
  });
});
