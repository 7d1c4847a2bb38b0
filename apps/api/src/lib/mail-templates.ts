import { translate, type Locale } from '@teklifal/core';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain, readable mail with one call to action, in the recipient's language. */
export function actionMail(options: {
  locale: Locale;
  site: string;
  name: string;
  subjectKey: string;
  textKey: string;
  buttonKey: string;
  url: string;
}): MailContent {
  const { locale, site, name, url } = options;
  const greeting = translate(locale, 'mail.greeting', { name });
  const subject = translate(locale, options.subjectKey, { site });
  const body = translate(locale, options.textKey, { site });
  const button = translate(locale, options.buttonKey);
  const text = `${greeting}\n\n${body}\n\n${button}: ${url}\n\n— ${site}`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(url)}</p><p>— ${escapeHtml(site)}</p></body></html>`;
  return { subject, text, html };
}

export function simpleMail(options: {
  locale: Locale;
  site: string;
  subjectKey: string;
  textKey: string;
}): MailContent {
  const subject = translate(options.locale, options.subjectKey, { site: options.site });
  const body = translate(options.locale, options.textKey, { site: options.site });
  return {
    subject,
    text: `${body}\n\n— ${options.site}`,
    html: `<!doctype html><html lang="${options.locale}"><body style="font-family:Arial,sans-serif"><p>${escapeHtml(body)}</p><p>— ${escapeHtml(options.site)}</p></body></html>`,
  };
}
