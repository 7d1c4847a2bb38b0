import { translate, type Locale } from '@teklifal/core';
import type { MailContent } from '../../../lib/mail-templates.ts';
import { escapeMarkup } from '../../../lib/markup.ts';

/**
 * The invitation mail, in the inviter's language. The shared action mail greets a known user
 * by name and fills only the site's name; an invitation goes to an address we may not know
 * and names the company and the inviter, so it has its own text around the same look.
 */
export function invitationMail(options: {
  locale: Locale;
  site: string;
  companyName: string;
  inviterName: string;
  role: 'admin' | 'member';
  url: string;
}): MailContent {
  const { locale, site, url } = options;
  const params = {
    site,
    company: options.companyName,
    inviter: options.inviterName,
    role: `team.roles.${options.role}`,
  };
  const subject = translate(locale, 'team.mail.subject', params);
  const greeting = translate(locale, 'team.mail.greeting');
  const body = translate(locale, 'team.mail.text', params);
  const button = translate(locale, 'team.mail.button');
  const ignore = translate(locale, 'team.mail.ignore');
  const text = `${greeting}\n\n${body}\n\n${button}: ${url}\n\n${ignore}\n\n— ${site}`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeMarkup(greeting)}</p><p>${escapeMarkup(body)}</p>
<p><a href="${escapeMarkup(url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(button)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeMarkup(url)}</p>
<p style="font-size:12px;color:#6b7280">${escapeMarkup(ignore)}</p><p>— ${escapeMarkup(site)}</p></body></html>`;
  return { subject, text, html };
}
