import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { SupportTicketDetail, SupportTicketInput } from '@teklifal/core';
import { notification, supportTicket } from '../../db/schema/index.ts';
import { uploadPdf } from '../../test/files.ts';
import { inject, nextIp, signUpAndSignIn } from '../../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../../test/procurement.ts';
import { addMember } from '../../test/factories.ts';
import { STAFF_ADMIN, useStaffWorld, type StaffWorld } from '../../test/staff-world.ts';

type Who = { cookie: string } | undefined;

/**
 * The support desk's cast on one app per file: staff (the platform admin), a company's owner
 * and a teammate, another company, and a user without a company.
 */
export interface SupportWorld extends StaffWorld {
  owner: CompanyUser;
  teammate: { cookie: string; userId: string; email: string };
  stranger: CompanyUser;
  loner: { cookie: string; userId: string; email: string };
}

export function useSupportWorld(): SupportWorld {
  const w = useStaffWorld(STAFF_ADMIN, { files: true }) as SupportWorld;
  beforeAll(async () => {
    w.owner = await signedInCompany(w.app, { buyer: true, name: 'Ege Tekstil A.Ş.' });
    w.teammate = await signUpAndSignIn(w.app, { name: 'Mert Ekip' });
    await addMember(w.app.db, w.owner.companyId, w.teammate.userId, 'member');
    w.stranger = await signedInCompany(w.app, { seller: true, name: 'Başka Lojistik Ltd.' });
    w.loner = await signUpAndSignIn(w.app, { name: 'Şirketsiz Kullanıcı' });
  });
  return w;
}

export const ticketInput = (overrides: Partial<SupportTicketInput> = {}): SupportTicketInput => ({
  subject: 'Teklif gönderemiyorum',
  category: 'procurement',
  message: 'Teklif formunda gönder düğmesine basınca hata alıyorum.',
  ...overrides,
});

/** One helper per support endpoint, so a test reads like the people's steps. */
export function supportApi(app: FastifyInstance) {
  const send = (method: 'GET' | 'POST', url: string, who: Who, payload?: unknown) =>
    inject(app, {
      method,
      url,
      cookie: who?.cookie,
      payload: payload as Record<string, unknown> | undefined,
      // Opening tickets is rate-limited per address; each step comes from its own.
      remoteAddress: nextIp(),
    });
  return {
    list: (who: Who, query = '') => send('GET', `/api/support/tickets${query}`, who),
    open: (who: Who, payload: unknown = ticketInput()) =>
      send('POST', '/api/support/tickets', who, payload),
    get: (who: Who, id: string) => send('GET', `/api/support/tickets/${id}`, who),
    reply: (who: Who, id: string, payload: unknown) =>
      send('POST', `/api/support/tickets/${id}/messages`, who, payload),
    close: (who: Who, id: string) => send('POST', `/api/support/tickets/${id}/close`, who),
    staffList: (who: Who, query = '') => send('GET', `/api/admin/support/tickets${query}`, who),
    staffGet: (who: Who, id: string) => send('GET', `/api/admin/support/tickets/${id}`, who),
    answer: (who: Who, id: string, payload: unknown) =>
      send('POST', `/api/admin/support/tickets/${id}/messages`, who, payload),
    staffClose: (who: Who, id: string) =>
      send('POST', `/api/admin/support/tickets/${id}/close`, who),
  };
}

/** Opens a ticket through the API and returns it (expects 201). */
export async function openedTicket(
  app: FastifyInstance,
  who: Who,
  overrides: Partial<SupportTicketInput> = {},
): Promise<SupportTicketDetail> {
  const response = await supportApi(app).open(who, ticketInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SupportTicketDetail>();
}

/** A PDF uploaded for a support message (POST /api/files). */
export const uploadSupportFile = (app: FastifyInstance, who: { cookie: string }) =>
  uploadPdf(app, who, 'supportAttachment', 'ekran.pdf');

export const storedTicket = async (app: FastifyInstance, id: string) =>
  (await app.db.select().from(supportTicket).where(eq(supportTicket.id, id)))[0];

export const supportNotifications = (app: FastifyInstance, companyId: string) =>
  app.db.select().from(notification).where(eq(notification.companyId, companyId));
