import { useTranslation } from 'react-i18next';
import { postDefaultKey } from '@teklifal/core';
import { useTranslatedText } from '../../../components/use-translated-text.ts';

/** A default ('Başlıksız', 'Genel', 'Bilinmeyen Yazar') in the reader's language; else null. */
export function usePostDefault(): (text: string | null | undefined) => string | null {
  const { t } = useTranslation();
  return (text) => {
    const key = postDefaultKey(text);
    return key ? t(key) : null;
  };
}

/**
 * A post's title or category in the reader's language: what staff wrote is machine translated
 * in English; a default is a platform text, taken from the catalogues and never translated.
 */
export function usePostText(text: string | null | undefined): { text: string; pending: boolean } {
  const platform = usePostDefault()(text);
  const translated = useTranslatedText(platform === null ? (text ?? '') : '');
  return platform === null ? translated : { text: platform, pending: false };
}
