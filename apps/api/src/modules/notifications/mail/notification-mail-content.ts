import { translate, type EmailKind, type Locale } from '@teklifal/core';
import type { MailContent } from '../../../lib/mail-templates.ts';
import { escapeMarkup } from '../../../lib/markup.ts';

/** Who a notification mail goes to and the links every one of them carries. */
export interface MailRecipient {
  name: string;
  locale: Locale;
  /** The signed link to the page that turns this kind off without signing in. */
  unsubscribeUrl: string;
  /** The same token's List-Unsubscribe address, for the mail provider's one-click POST. */
  oneClickUnsubscribeUrl: string;
  /** /profile, where every kind is chosen. */
  settingsUrl: string;
}

const BUTTON_STYLE =
  'display:inline-block;background:#1864ab;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none';
const SMALL = 'font-size:12px;color:#495057';

/**
 * A notification mail: greeting, the lines, one button to the thing, then why it came and the
 * unsubscribe link (in every such mail), in the recipient's language.
 */
function compose(options: {
  recipient: MailRecipient;
  site: string;
  kind: EmailKind;
  subject: string;
  lines: string[];
  button: { label: string; url: string };
}): MailContent {
  const { recipient, site, kind, button } = options;
  const { locale } = recipient;
  const greeting = translate(locale, 'mail.greeting', { name: recipient.name });
  const kindName = translate(locale, `emailPreferences.kinds.${kind}`);
  const why = translate(locale, 'emailPreferences.mail.why', { kind: kindName });
  const unsubscribe = translate(locale, 'emailPreferences.mail.unsubscribe', {
    url: recipient.unsubscribeUrl,
  });
  const settings = translate(locale, 'emailPreferences.mail.settings', {
    url: recipient.settingsUrl,
  });
  const text = [
    greeting,
    ...options.lines,
    `${button.label}: ${button.url}`,
    `— ${site}`,
    `${why}\n${unsubscribe}\n${settings}`,
  ].join('\n\n');
  const link = (url: string) => `<a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a>`;
  const unsubscribeHtml = escapeMarkup(
    translate(locale, 'emailPreferences.mail.unsubscribe', { url: '\u0000' }),
  ).replace('\u0000', link(recipient.unsubscribeUrl));
  const settingsHtml = escapeMarkup(
    translate(locale, 'emailPreferences.mail.settings', { url: '\u0000' }),
  ).replace('\u0000', link(recipient.settingsUrl));
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeMarkup(greeting)}</p>
${options.lines.map((line) => `<p style="white-space:pre-line">${escapeMarkup(line)}</p>`).join('\n')}
<p><a href="${escapeMarkup(button.url)}" style="${BUTTON_STYLE}">${escapeMarkup(button.label)}</a></p>
<p>— ${escapeMarkup(site)}</p>
<p style="${SMALL}">${escapeMarkup(why)}<br>${unsubscribeHtml}<br>${settingsHtml}</p></body></html>`;
  return {
    subject: options.subject,
    text,
    html,
    // RFC 2369 and RFC 8058: the provider's own unsubscribe button posts to the address.
    headers: {
      'List-Unsubscribe': `<${recipient.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * One notification by mail: its text (as the bell shows it), the quote its row carries if any
 * (a support answer: commands/queue-notification-mails.ts) and a button to its page.
 */
export function notificationMailContent(options: {
  recipient: MailRecipient;
  site: string;
  kind: EmailKind;
  type: string;
  params: Record<string, string | number>;
  url: string;
}): MailContent {
  const { locale } = options.recipient;
  const line = translate(locale, `notifications.types.${options.type}`, options.params);
  const quote = options.params.quote;
  return compose({
    ...options,
    subject: translate(locale, 'emailPreferences.mail.subject', { site: options.site, text: line }),
    lines: typeof quote === 'string' && quote.trim() !== '' ? [line, quote] : [line],
    button: { label: translate(locale, 'emailPreferences.mail.button'), url: options.url },
  });
}

/** The chat digest: one line per order chat with how many messages came since the last one. */
export function chatDigestContent(options: {
  recipient: MailRecipient;
  site: string;
  chats: { orderNo: string; company: string; count: number }[];
  url: string;
}): MailContent {
  const { locale } = options.recipient;
  const total = options.chats.reduce((sum, chat) => sum + chat.count, 0);
  return compose({
    recipient: options.recipient,
    site: options.site,
    kind: 'chatMessage',
    subject: translate(locale, 'emailPreferences.mail.digestSubject', {
      site: options.site,
      count: total,
    }),
    lines: [
      translate(locale, 'emailPreferences.mail.digestIntro'),
      ...options.chats.map((chat) => translate(locale, 'emailPreferences.mail.digestLine', chat)),
    ],
    button: { label: translate(locale, 'emailPreferences.mail.digestButton'), url: options.url },
  });
}
