import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { useContentWorld } from '../test-helpers.ts';
import { receiveContactMessage } from './receive-contact-message.ts';

const w = useContentWorld();

const message = (email: string) =>
  receiveContactMessage(w.app.db, {
    name: 'Can Yıldız',
    email,
    message: 'Destek talebim yanıtlanmadı.',
    locale: 'tr',
  });

describe('staff handle the contact form', () => {
  it('lists unhandled messages with their count, marks one handled and back, with audit lines', async () => {
    const first = await message('ilk@ornek.com');
    await message('ikinci@ornek.com');
    const inbox = (await w.send('GET', '/api/admin/contact-messages')).json();
    expect(inbox.unhandled).toBeGreaterThanOrEqual(2);
    expect(inbox.items[0]).toMatchObject({ email: 'ikinci@ornek.com', handledAt: null });

    const handled = await w.send('PUT', `/api/admin/contact-messages/${first.id}/handled`, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).not.toBeNull();
    const after = (await w.send('GET', '/api/admin/contact-messages?status=handled')).json();
    expect(after.items.map((item: { id: string }) => item.id)).toContain(first.id);
    expect(after.unhandled).toBe(inbox.unhandled - 1);
    expect(await w.auditOf('contactMessage.handled', first.id)).toHaveLength(1);

    const reopened = await w.send('PUT', `/api/admin/contact-messages/${first.id}/handled`, {
      handled: false,
    });
    expect(reopened.json().handledAt).toBeNull();
    expect(await w.auditOf('contactMessage.reopened', first.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown message and is for platform admins only', async () => {
    expect(
      (await w.send('PUT', '/api/admin/contact-messages/yok/handled', { handled: true }))
        .statusCode,
    ).toBe(404);
    const { cookie } = await signUpAndSignIn(w.app);
    expect((await w.send('GET', '/api/admin/contact-messages', undefined, cookie)).statusCode).toBe(
      403,
    );
  });
});
