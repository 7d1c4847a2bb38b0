import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@teklifal/core';
import { translateText } from '../lib/translate.ts';

/**
 * User content (an ad's title or description, a chat message; written in Turkish) in the
 * chosen language: as written in Turkish; machine translated in English, with `pending` while
 * it loads and the original kept on failure (translateText answers the original then).
 */
export function useTranslatedText(text: string): { text: string; pending: boolean } {
  const { i18n } = useTranslation();
  const target = isLocale(i18n.language) ? i18n.language : 'tr';
  const key = `${target}\0${text}`;
  const [done, setDone] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    if (target === 'tr' || !text.trim()) return;
    let cancelled = false;
    void translateText(text, target).then((translated) => {
      if (!cancelled) setDone({ key, text: translated });
    });
    return () => {
      cancelled = true;
    };
  }, [text, target, key]);

  if (target === 'tr' || !text.trim()) return { text, pending: false };
  if (done?.key === key) return { text: done.text, pending: false };
  return { text, pending: true };
}
