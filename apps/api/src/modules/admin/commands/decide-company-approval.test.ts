import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { company, mailOutbox, notification } from '../../../db/schema/index.ts';
import { inject, latestMailTo } from '../../../test/helper.ts';
import { useAdminWorld } from '../test-helpers.ts';

const w = useAdminWorld();

const notificationsOf = (companyId: string) =>
  w.app.db.select().from(notification).where(eq(notification.companyId, companyId));

describe('POST /api/admin/companies/:id/decisions', () => {
  it('approves a role: flag, cleared reason, notification, mails, audit, and /api/me follows', async () => {
    const { owner, company: row } = await w.companyWithOwner({
      isBuyerConfirmed: 'rejected',
      isSellerConfirmed: 'pending',
    });
    await w.app.db
      .update(company)
      .set({ buyerRejectionReason: 'Vergi levhası okunmuyor' })
      .where(eq(company.id, row.id));
    const other = await w.companyWithOwner({ isSellerConfirmed: 'pending' });

    const before = await inject(w.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(before.json().company.isBuyerConfirmed).toBe('rejected');

    const response = await w.decide(row.id, { role: 'buyer', decision: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isBuyerConfirmed: 'yes',
      buyerRejectionReason: null,
      isSellerConfirmed: 'pending',
    });
    expect(await w.companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'yes',
      buyerRejectionReason: null,
    });

    // approval changing what /api/me reports
    const me = await inject(w.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(me.json().company).toMatchObject({ id: row.id, isBuyerConfirmed: 'yes' });

    const notes = await w.app.db
      .select()
      .from(notification)
      .where(eq(notification.type, 'companyApproved'));
    expect(notes.filter((n) => n.companyId === row.id)).toEqual([
      expect.objectContaining({
        params: { role: 'companies.roles.buyer' },
        route: '/my-company',
        message: expect.stringContaining('Alıcı'),
      }),
    ]);
    expect(notes.some((n) => n.companyId === other.company.id)).toBe(false);

    const companyMail = await latestMailTo(w.app, row.email);
    expect(companyMail?.subject).toContain('Alıcı rolünüz onaylandı');
    expect(companyMail?.text).toContain(row.name);
    const ownerMail = await latestMailTo(w.app, owner.email);
    expect(ownerMail?.subject).toContain('Alıcı rolünüz onaylandı');
    expect(ownerMail?.text).toContain('Merhaba Ayşe Yılmaz');
    expect(ownerMail?.text).toContain('/my-company');

    expect(await w.auditOf('company.approved', row.id)).toEqual([
      expect.objectContaining({
        actorUserId: w.admin.userId,
        companyId: row.id,
        entityType: 'company',
        data: expect.objectContaining({ role: 'buyer', from: 'rejected', to: 'yes' }),
      }),
    ]);
  });

  it('rejects a role with its reason: flag, reason, notification, mail with the way back, audit', async () => {
    const { owner, company: row } = await w.companyWithOwner({ isSellerConfirmed: 'pending' });
    const reason = 'İmza sirküleri eksik, lütfen yükleyin';
    const response = await w.decide(row.id, { role: 'seller', decision: 'reject', reason });
    expect(response.statusCode).toBe(200);
    expect(await w.companyRow(row.id)).toMatchObject({
      isSellerConfirmed: 'rejected',
      sellerRejectionReason: reason,
      isBuyerConfirmed: 'no',
    });
    expect(await notificationsOf(row.id)).toEqual([
      expect.objectContaining({
        type: 'companyRejected',
        params: { role: 'companies.roles.seller', reason },
        route: '/my-company',
      }),
    ]);
    const mail = await latestMailTo(w.app, row.email);
    expect(mail?.subject).toContain('Satıcı rolü başvurunuz reddedildi');
    expect(mail?.text).toContain(`Gerekçe: ${reason}`);
    expect(mail?.text).toContain('yeniden onay isteyebilirsiniz');
    expect(mail?.text).toContain('http://localhost:3000/my-company');
    expect((await latestMailTo(w.app, owner.email))?.text).toContain(reason);
    const [audit] = await w.auditOf('company.rejected', row.id);
    expect(audit).toMatchObject({
      actorUserId: w.admin.userId,
      data: { role: 'seller', from: 'pending', to: 'rejected', reason },
    });
    const me = await inject(w.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(me.json().company.isSellerConfirmed).toBe('rejected');
  });

  it('writes the mail in the owner’s language', async () => {
    const { owner, company: row } = await w.companyWithOwner({ isBuyerConfirmed: 'pending' });
    await inject(w.app, {
      method: 'PATCH',
      url: '/api/me/locale',
      cookie: owner.cookie,
      payload: { locale: 'en' },
    });
    await w.decide(row.id, { role: 'buyer', decision: 'reject', reason: 'Missing documents' });
    const mail = await latestMailTo(w.app, owner.email);
    expect(mail?.subject).toContain('your buyer role application was rejected');
    expect(mail?.text).toContain('Reason: Missing documents');
  });

  it('needs a reason of at least 5 characters to reject, and changes nothing without one', async () => {
    const { company: row } = await w.companyWithOwner({ isBuyerConfirmed: 'pending' });
    for (const payload of [
      { role: 'buyer', decision: 'reject' },
      { role: 'buyer', decision: 'reject', reason: '   ' },
      { role: 'buyer', decision: 'reject', reason: 'yok' },
    ]) {
      const response = await w.decide(row.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'reason', message: 'Gerekçe en az 5 karakter olmalıdır' }),
      ]);
    }
    expect(await w.companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'pending',
      buyerRejectionReason: null,
    });
    expect(await notificationsOf(row.id)).toEqual([]);
    expect(await w.auditOn(row.id)).toEqual([]);
  });

  it('validates role and decision', async () => {
    const { company: row } = await w.companyWithOwner({ isBuyerConfirmed: 'pending' });
    const response = await w.decide(row.id, { role: 'admin', decision: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'role',
      'decision',
    ]);
  });

  it('refuses (409) approving an approved role and deciding a role that was not asked for', async () => {
    const { company: row } = await w.companyWithOwner({
      isBuyerConfirmed: 'yes',
      isSellerConfirmed: 'no',
    });
    const again = await w.decide(row.id, { role: 'buyer', decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu rol zaten onaylı.');
    for (const decision of ['approve', 'reject']) {
      const response = await w.decide(row.id, {
        role: 'seller',
        decision,
        reason: 'Belgeler eksik',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain('talep etmedi');
    }
    expect(await w.companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'yes',
      isSellerConfirmed: 'no',
    });
    expect(await w.auditOn(row.id)).toEqual([]);
    expect(await notificationsOf(row.id)).toEqual([]);
  });

  it('may withdraw an approval, never rejects twice, and answers 404 for an unknown company', async () => {
    const { company: row } = await w.companyWithOwner({ isBuyerConfirmed: 'yes' });
    const response = await w.decide(row.id, {
      role: 'buyer',
      decision: 'reject',
      reason: 'Vergi kaydı kapanmış',
    });
    expect(response.statusCode).toBe(200);
    expect((await w.companyRow(row.id)).isBuyerConfirmed).toBe('rejected');
    const twice = await w.decide(row.id, {
      role: 'buyer',
      decision: 'reject',
      reason: 'Yeniden deneme gerekçesi',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain('zaten reddedildi');
    expect((await w.companyRow(row.id)).buyerRejectionReason).toBe('Vergi kaydı kapanmış');
    const reapproved = await w.decide(row.id, { role: 'buyer', decision: 'approve' });
    expect(reapproved.statusCode).toBe(200);
    expect(await w.companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'yes',
      buyerRejectionReason: null,
    });
    const missing = await w.decide('yok', { role: 'buyer', decision: 'approve' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends one mail when the company’s address is the owner’s own', async () => {
    const { owner, company: row } = await w.companyWithOwner({ isSellerConfirmed: 'pending' });
    await w.app.db.update(company).set({ email: owner.email }).where(eq(company.id, row.id));
    const response = await w.decide(row.id, { role: 'seller', decision: 'approve' });
    expect(response.statusCode).toBe(200);
    const mails = await w.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    const decisionMails = mails.filter((mail) => mail.subject.includes('Satıcı rolünüz onaylandı'));
    expect(decisionMails).toHaveLength(1);
    expect(decisionMails[0]?.text).toContain('Merhaba Ayşe Yılmaz');
  });
});
