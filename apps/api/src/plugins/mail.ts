import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailContent } from '../lib/mail-templates.ts';

export interface Mailer {
  /**
   * Sends the mail when SMTP is configured (keeping only its envelope in the outbox), or
   * stores the whole mail in the outbox. Never throws.
   */
  send(to: string, content: MailContent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const { smtpUrl, mailFrom } = app.config;
    const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

    const mailer: Mailer = {
      async send(to, content) {
        // With SMTP the mail leaves by SMTP and the outbox keeps who and what about, not the
        // body: a reset or invitation link in it would let staff take over accounts. Without
        // SMTP the outbox is the only copy, where the operator reads it.
        const { headers, ...body } = content;
        const kept = transport ? { ...body, text: '', html: '' } : body;
        const [row] = await app.db
          .insert(mailOutbox)
          .values({ to, ...kept, status: 'stored' })
          .returning({ id: mailOutbox.id });
        if (!transport || !row) {
          app.log.info({ to, subject: content.subject }, 'mail stored in the outbox (no SMTP_URL)');
          return;
        }
        try {
          await transport.sendMail({
            from: mailFrom,
            to,
            ...body,
            ...(headers ? { headers } : {}),
          });
          await app.db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(mailOutbox.id, row.id));
        } catch (error) {
          app.log.error({ err: error, to }, 'mail could not be sent');
          await app.db
            .update(mailOutbox)
            .set({ status: 'failed', error: String(error) })
            .where(eq(mailOutbox.id, row.id));
        }
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
