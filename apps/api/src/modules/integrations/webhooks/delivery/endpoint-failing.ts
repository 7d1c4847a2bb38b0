import { and, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { isLocale } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { company, companyMember } from '../../../companies/queries/tables.ts';
import { user } from '../../../auth/queries/tables.ts';
import { webhookEndpoint } from '../../schema.ts';
import { paragraphsMail } from '../../../../lib/mail-templates.ts';
import { siteTitle } from '../../../../lib/settings.ts';
import type { Mailer } from '../../../../plugins/mail.ts';
import { RETRY_WINDOW_MS } from './retry-schedule.ts';

/** Where the mail sends an admin to switch the endpoint on again. */
export const INTEGRATIONS_PATH = '/my-company/integrations';

/**
 * After a failed attempt: when the endpoint's failures in a row began RETRY_WINDOW_MS ago or
 * more, it is switched off (one conditional UPDATE: of several instances one does it) and its
 * company's owners and admins get a mail, each in their language. True when it was switched off.
 */
export async function switchOffWhenFailingTooLong(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  endpointId: string,
  now: Date,
): Promise<boolean> {
  const [off] = await deps.db
    .update(webhookEndpoint)
    .set({ enabled: false, disabledReason: 'failing' })
    .where(
      and(
        eq(webhookEndpoint.id, endpointId),
        eq(webhookEndpoint.enabled, true),
        isNotNull(webhookEndpoint.failingSince),
        lte(webhookEndpoint.failingSince, new Date(now.getTime() - RETRY_WINDOW_MS)),
      ),
    )
    .returning({ companyId: webhookEndpoint.companyId, url: webhookEndpoint.url });
  if (!off) return false;
  // The owner is the company's adminUserId; admins and owners may also be team members.
  const admins = await deps.db
    .selectDistinct({ email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(
      or(
        inArray(
          user.id,
          deps.db
            .select({ id: company.adminUserId })
            .from(company)
            .where(eq(company.id, off.companyId)),
        ),
        inArray(
          user.id,
          deps.db
            .select({ id: companyMember.userId })
            .from(companyMember)
            .where(
              and(
                eq(companyMember.companyId, off.companyId),
                inArray(companyMember.role, ['owner', 'admin']),
              ),
            ),
        ),
      ),
    );
  const site = await siteTitle(deps.db);
  for (const admin of admins) {
    await deps.mailer.send(
      admin.email,
      paragraphsMail({
        locale: isLocale(admin.locale) ? admin.locale : 'tr',
        site,
        name: admin.name,
        subjectKey: 'webhooks.mail.subject',
        params: { url: off.url },
        paragraphs: [{ key: 'webhooks.mail.body' }],
        button: { key: 'webhooks.mail.button', url: `${deps.publicUrl}${INTEGRATIONS_PATH}` },
      }),
    );
  }
  return true;
}
