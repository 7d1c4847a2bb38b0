import { Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedText } from '../../../components/use-translated-text.ts';

/** The buyer's description as written (plain text, line breaks kept), translated in English. */
export function AdDescription({ description }: { description: string }) {
  const { t } = useTranslation();
  const translated = useTranslatedText(description);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" mb="sm">
        {t('adBrowse.details.description')}
      </Title>
      {translated.pending && (
        <Group gap="xs" mb="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('language.translating')}
          </Text>
        </Group>
      )}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{translated.text}</Text>
    </Paper>
  );
}
