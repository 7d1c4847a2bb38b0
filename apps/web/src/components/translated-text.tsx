import { Group, Loader, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedText } from './use-translated-text.ts';

/** A piece of user content as a paragraph, machine translated in English with a spinner meanwhile. */
export function TranslatedText({ text, ...props }: TextProps & { text: string }) {
  const { t } = useTranslation();
  const translated = useTranslatedText(text);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
        {translated.text}
      </Text>
      {translated.pending && <Loader size="xs" aria-label={t('language.translating')} />}
    </Group>
  );
}
