import { beforeAll, describe, expect, it } from 'vitest';
import type { UnreadNotifications } from '@teklifal/core';
import { inject, signIn, signUpAndSignIn } from '../../test/helper.ts';
import { mailsTo, runMailJob, setEmailPreferences } from '../../test/notification-mails.ts';
import { STAFF_ADMIN } from '../../test/staff-world.ts';
import { useCompaniesWorld, validCompany, type Person } from './test-helpers.ts';

/**
 * A company waiting for approval tells platform staff (#27): the applicant is promised an
 * answer in a working day or two, so staff hear of it in their bell and by mail, linking to the
 * company's back-office page.
 */
const w = useCompaniesWorld({ admin: STAFF_ADMIN });
let staff: Person;
beforeAll(async () => {
  staff = await signIn(w.app, STAFF_ADMIN.email, STAFF_ADMIN.password);
});

const staffBell = async () => {
  const response = await inject(w.app, {
    method: 'GET',
    url: '/api/notifications/unread',
    cookie: staff.cookie,
  });
  expect(response.statusCode).toBe(200);
  return response.json<UnreadNotifications>().items;
};

describe('staff hear of a company waiting for approval', () => {
  it('a new company that asks for roles: a bell entry and a mail, both leading to its back-office page', async () => {
    await runMailJob(w.app);
    const since = new Date();
    const applicant = await signUpAndSignIn(w.app);
    const created = await w.api.create(
      applicant.cookie,
      validCompany({ name: 'Bornova Gıda Ltd. Şti.' }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const entry = (await staffBell()).find((n) => n.route === `/admin/companies/${id}`);
    expect(entry).toMatchObject({
      type: 'companyApplied',
      companyId: null,
      message: 'Bornova Gıda Ltd. Şti. onay bekliyor: yeni şirket başvurusu',
      read: false,
    });
    // Not the applicant's: their company's bell has nothing of it.
    const own = await inject(w.app, {
      method: 'GET',
      url: '/api/notifications/unread',
      cookie: applicant.cookie,
    });
    expect(own.json<UnreadNotifications>().items).toEqual([]);

    await runMailJob(w.app);
    const [mail, ...more] = await mailsTo(w.app, STAFF_ADMIN.email, since);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      'TeklifAl: Bornova Gıda Ltd. Şti. onay bekliyor: yeni şirket başvurusu',
    );
    expect(mail?.text).toContain(`http://localhost:3000/admin/companies/${id}`);
    expect(mail?.text).toContain('/email-unsubscribe?token=');

    // Staff mark it read like any notification.
    const read = await inject(w.app, {
      method: 'POST',
      url: `/api/notifications/${entry?.id}/read`,
      cookie: staff.cookie,
      payload: {},
    });
    expect(read.statusCode).toBe(200);
    expect((await staffBell()).some((n) => n.id === entry?.id)).toBe(false);
  });

  it('a company asking for another role: the role is named', async () => {
    const { owner, row } = await w.ownedCompany({ isBuyerConfirmed: 'yes' });
    expect((await w.api.requestRole(owner.cookie, row.id, 'seller')).statusCode).toBe(200);
    expect((await staffBell()).find((n) => n.route === `/admin/companies/${row.id}`)).toMatchObject(
      {
        type: 'companyRoleRequested',
        message: `${row.name}, Satıcı rolü için onay bekliyor`,
      },
    );
  });

  it('no mail while staff turned "Onay bekleyen şirket" off; the bell still says so', async () => {
    await setEmailPreferences(w.app, staff.cookie, { companyApplication: false });
    await runMailJob(w.app);
    const since = new Date();
    const applicant = await signUpAndSignIn(w.app);
    const { id } = (await w.api.create(applicant.cookie, validCompany())).json<{ id: string }>();
    await runMailJob(w.app);
    expect(await mailsTo(w.app, STAFF_ADMIN.email, since)).toEqual([]);
    expect((await staffBell()).some((n) => n.route === `/admin/companies/${id}`)).toBe(true);
    await setEmailPreferences(w.app, staff.cookie, {});
  });

  it('once nothing of the application waits, its notices are read for every staff member', async () => {
    const applicant = await signUpAndSignIn(w.app);
    const { id } = (await w.api.create(applicant.cookie, validCompany())).json<{ id: string }>();
    const route = `/admin/companies/${id}`;
    const decide = (role: 'buyer' | 'seller', decision: 'approve' | 'reject') =>
      inject(w.app, {
        method: 'POST',
        url: `/api/admin/companies/${id}/decisions`,
        cookie: staff.cookie,
        payload:
          decision === 'reject'
            ? { role, decision, reason: 'Vergi levhası okunmuyor' }
            : { role, decision },
      });

    expect((await decide('buyer', 'approve')).statusCode).toBe(200);
    // The seller role still waits: the notice stays.
    expect((await staffBell()).some((n) => n.route === route)).toBe(true);
    expect((await decide('seller', 'reject')).statusCode).toBe(200);
    expect((await staffBell()).some((n) => n.route === route)).toBe(false);
  });

  it('a person with neither a company nor a staff role still has no bell', async () => {
    const loner = await signUpAndSignIn(w.app);
    const response = await inject(w.app, {
      method: 'GET',
      url: '/api/notifications/unread',
      cookie: loner.cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMPANY_REQUIRED');
  });
});
