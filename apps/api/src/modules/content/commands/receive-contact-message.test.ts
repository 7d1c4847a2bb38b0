import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessage } from '../../../db/schema/index.ts';
import { inject, nextIp } from '../../../test/helper.ts';
import { useContentWorld } from '../test-helpers.ts';

const w = useContentWorld();

const send = (payload: Record<string, unknown>, ip = nextIp()) =>
  inject(w.app, { method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
const messagesFrom = (email: string) =>
  w.app.db.select().from(contactMessage).where(eq(contactMessage.email, email));

describe('POST /api/contact', () => {
  it('keeps the message for staff, unhandled, without signing in', async () => {
    const response = await send({
      name: 'Elif Şahin',
      email: 'Elif@Firma.com.tr',
      message: 'Kurumsal plan hakkında bilgi almak istiyoruz.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    const [stored] = await messagesFrom('elif@firma.com.tr');
    expect(stored).toMatchObject({ name: 'Elif Şahin', handledAt: null, locale: 'tr' });
  });

  it('names each wrong field and stores nothing', async () => {
    const response = await send({ name: 'E', email: 'elif', message: 'kısa' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'message', 'name']);
    expect(await messagesFrom('elif')).toHaveLength(0);
  });

  it('takes at most five messages from one address in ten minutes', async () => {
    const ip = nextIp();
    const body = {
      name: 'Seri Gönderen',
      email: 'seri@ornek.com',
      message: 'Bir mesaj daha gönderiyorum.',
    };
    for (let i = 0; i < 5; i++) expect((await send(body, ip)).statusCode).toBe(201);
    const sixth = await send(body, ip);
    expect(sixth.statusCode).toBe(429);
    expect(await messagesFrom('seri@ornek.com')).toHaveLength(5);
  });
});
