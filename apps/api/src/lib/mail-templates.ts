import { translate, type Locale } from '@teklifal/core';
import { escapeMarkup } from './markup.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers for SMTP (List-Unsubscribe); the outbox does not keep them. */
  headers?: Record<string, string>;
}

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
<p>${escapeMarkup(greeting)}</p><p>${escapeMarkup(body)}</p>
<p><a href="${escapeMarkup(url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(button)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeMarkup(url)}</p><p>— ${escapeMarkup(site)}</p></body></html>`;
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
    html: `<!doctype html><html lang="${options.locale}"><body style="font-family:Arial,sans-serif"><p>${escapeMarkup(body)}</p><p>— ${escapeMarkup(options.site)}</p></body></html>`,
  };
}

/**
 * A mail of a few paragraphs (catalogue keys with their params) and an optional button, in the
 * recipient's language. Params that are catalogue keys (e.g. `companies.roles.buyer`) are
 * translated; every paragraph also gets `{{site}}`.
 */
export function paragraphsMail(options: {
  locale: Locale;
  site: string;
  name?: string | null;
  subjectKey: string;
  params?: Record<string, string | number>;
  paragraphs: { key: string; params?: Record<string, string | number> }[];
  button?: { key: string; url: string };
}): MailContent {
  const { locale, site } = options;
  const shared = { site, ...options.params };
  const subject = translate(locale, options.subjectKey, shared);
  const paragraphs = [
    ...(options.name ? [translate(locale, 'mail.greeting', { name: options.name })] : []),
    ...options.paragraphs.map((p) => translate(locale, p.key, { ...shared, ...p.params })),
  ];
  const button = options.button
    ? { label: translate(locale, options.button.key), url: options.button.url }
    : null;
  const text = [
    ...paragraphs,
    ...(button ? [`${button.label}: ${button.url}`] : []),
    `— ${site}`,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`).join('\n')}
${button ? `<p><a href="${escapeMarkup(button.url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(button.label)}</a></p>\n<p style="font-size:12px;color:#6b7280">${escapeMarkup(button.url)}</p>` : ''}
<p>— ${escapeMarkup(site)}</p></body></html>`;
  return { subject, text, html };
}
