import { useEffect, useState } from 'react';
import { Group, Loader, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@teklifal/core';
import { translateText } from '../lib/translate.ts';

/** Translates every text piece of an HTML fragment, one by one, keeping the markup. */
async function translateHtml(html: string, target: 'en' | 'tr'): Promise<string> {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) nodes.push(node as Text);
  }
  await Promise.all(
    nodes.map(async (node) => {
      const original = node.textContent ?? '';
      const translated = await translateText(original.trim(), target);
      const lead = /^\s*/.exec(original)?.[0] ?? '';
      const tail = /\s*$/.exec(original)?.[0] ?? '';
      node.textContent = `${lead}${translated}${tail}`;
    }),
  );
  return doc.body.firstElementChild?.innerHTML ?? html;
}

/**
 * User content (legal pages, blogs...) in the chosen language: Turkish is shown as written;
 * English is machine translated with a spinner meanwhile, the original kept on failure.
 * The HTML was sanitised by the server when it was stored.
 */
export function TranslatedHtml({ html }: { html: string }) {
  const { t, i18n } = useTranslation();
  const target = isLocale(i18n.language) ? i18n.language : 'tr';
  const [translated, setTranslated] = useState<{ key: string; html: string } | null>(null);
  const key = `${target}\0${html}`;

  useEffect(() => {
    if (target === 'tr') return;
    let cancelled = false;
    void translateHtml(html, target).then((result) => {
      if (!cancelled) setTranslated({ key, html: result });
    });
    return () => {
      cancelled = true;
    };
  }, [html, target, key]);

  const pending = target !== 'tr' && translated?.key !== key;
  const shown = target === 'tr' || pending || !translated ? html : translated.html;
  return (
    <>
      {pending && (
        <Group gap="xs" mb="sm" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('language.translating')}
          </Text>
        </Group>
      )}
      <Typography>
        <div className="rich-content" dangerouslySetInnerHTML={{ __html: shown }} />
      </Typography>
    </>
  );
}
