import { describe, expect, it } from 'vitest';
import type { AdminSupportTicketPage, SupportTicketPage } from '@teklifal/core';
import { addMember } from '../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { openedTicket, supportApi, useSupportWorld } from './test-helpers.ts';

const w = useSupportWorld();
const api = () => supportApi(w.app);
const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('whose tickets a user sees', () => {
  it('the company’s tickets are every member’s, a personal one its opener’s; others get 404', async () => {
    const companyTicket = await openedTicket(w.app, w.teammate);
    const personal = await openedTicket(w.app, w.loner);
    const strangers = await openedTicket(w.app, w.stranger);

    const ownerList = (await api().list(w.owner)).json<SupportTicketPage>();
    expect(idsOf(ownerList)).toContain(companyTicket.id);
    expect(idsOf(ownerList)).not.toContain(personal.id);
    expect(idsOf(ownerList)).not.toContain(strangers.id);
    expect(idsOf((await api().list(w.loner)).json())).toEqual([personal.id]);

    expect((await api().get(w.owner, companyTicket.id)).statusCode).toBe(200);
    for (const [who, id] of [
      [w.stranger, companyTicket.id],
      [w.owner, personal.id],
      [w.loner, strangers.id],
      [w.admin, companyTicket.id],
    ] as const) {
      expect((await api().get(who, id)).statusCode).toBe(404);
    }
    expect((await api().list(undefined)).statusCode).toBe(401);
  });

  it('a member who leaves the company no longer sees its tickets', async () => {
    const leaver = await signUpAndSignIn(w.app, { name: 'Ayrılan Üye' });
    await addMember(w.app.db, w.owner.companyId, leaver.userId, 'member');
    const ticket = await openedTicket(w.app, leaver);
    const removed = await inject(w.app, {
      method: 'DELETE',
      url: `/api/company/members/${leaver.userId}`,
      cookie: w.owner.cookie,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await api().get(leaver, ticket.id)).statusCode).toBe(404);
    expect(idsOf((await api().list(leaver)).json())).not.toContain(ticket.id);
    expect((await api().get(w.owner, ticket.id)).statusCode).toBe(200);
  });

  it('filters by status and pages, latest activity first', async () => {
    const first = await openedTicket(w.app, w.stranger, { subject: 'İlk talep konusu' });
    const second = await openedTicket(w.app, w.stranger, { subject: 'İkinci talep konusu' });
    await api().answer(w.admin, first.id, { message: 'İlk talebe yanıtımız budur.' });
    const answered = (await api().list(w.stranger, '?status=answered')).json<SupportTicketPage>();
    expect(idsOf(answered)).toEqual([first.id]);
    const paged = (await api().list(w.stranger, '?pageSize=1')).json<SupportTicketPage>();
    expect(paged.items[0]?.id).toBe(first.id);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    const next = (await api().list(w.stranger, '?pageSize=1&page=2')).json<SupportTicketPage>();
    expect(next.items[0]?.id).toBe(second.id);
    expect((await api().list(w.stranger, '?status=bekliyor')).statusCode).toBe(400);
  });
});

describe('staff’s desk', () => {
  it('shows tickets waiting for staff by default, with the unanswered count', async () => {
    const waiting = await openedTicket(w.app, w.owner, { subject: 'Bekleyen talep' });
    const done = await openedTicket(w.app, w.owner, { subject: 'Yanıtlanmış talep' });
    const before = (await api().staffList(w.admin)).json<AdminSupportTicketPage>();
    await api().answer(w.admin, done.id, { message: 'Bu talep yanıtlandı, teşekkürler.' });
    const page = (await api().staffList(w.admin)).json<AdminSupportTicketPage>();
    expect(idsOf(page)).toContain(waiting.id);
    expect(idsOf(page)).not.toContain(done.id);
    expect(page.unanswered).toBe(before.unanswered - 1);
    expect(page.items.every((item) => item.status === 'open')).toBe(true);
  });

  it('filters by category, company (or none) and finds by number or subject, Turkish-aware', async () => {
    const billing = await openedTicket(w.app, w.stranger, {
      category: 'billing',
      subject: 'ÇİFT ÖDEME İADESİ',
    });
    const personal = await openedTicket(w.app, w.loner, { category: 'account' });
    const list = async (query: string) =>
      idsOf((await api().staffList(w.admin, `?status=all&${query}`)).json());

    expect(await list('category=billing')).toContain(billing.id);
    expect(await list('category=billing')).not.toContain(personal.id);
    expect(await list(`companyId=${w.stranger.companyId}`)).toContain(billing.id);
    expect(await list(`companyId=${w.stranger.companyId}`)).not.toContain(personal.id);
    expect(await list('companyId=none')).toEqual(expect.arrayContaining([personal.id]));
    expect(await list('companyId=none')).not.toContain(billing.id);
    expect(await list(`q=${billing.ticketNo.toLowerCase()}`)).toEqual([billing.id]);
    expect(await list(`q=${encodeURIComponent('çift ödeme')}`)).toEqual([billing.id]);
    expect(await list(`q=${encodeURIComponent('cift odeme')}`)).toEqual([billing.id]);

    const facets = await inject(w.app, {
      method: 'GET',
      url: '/api/admin/support/companies',
      cookie: w.admin.cookie,
    });
    expect(facets.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: w.stranger.companyId, name: 'Başka Lojistik Ltd.' }),
      ]),
    );
    expect((await api().staffList(w.owner)).statusCode).toBe(403);
  });

  it('shows the opener’s e-mail to staff only', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    expect((await api().staffGet(w.admin, ticket.id)).json().openedByEmail).toBe(w.owner.email);
    expect((await api().get(w.teammate, ticket.id)).json().openedByEmail).toBeNull();
  });
});
