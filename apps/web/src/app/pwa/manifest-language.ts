import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@teklifal/core';

/** The web app manifest in each language (public/); index.html links the Turkish one. */
export const MANIFESTS: Record<Locale, string> = {
  tr: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
};

/** Points the page's manifest link at the interface's language: installing takes its names. */
export function useManifestLanguage() {
  const { i18n } = useTranslation();
  const href = i18n.language === 'en' ? MANIFESTS.en : MANIFESTS.tr;
  useEffect(() => {
    const link = document.querySelector('link[rel="manifest"]');
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [href]);
}
