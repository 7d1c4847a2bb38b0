import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@teklifal/core';
import { usePageTitle } from './use-page-title.ts';

/** A page whose content a later part of the product fills in; its guard already works. */
export function PlaceholderPage({
  titleKey,
  textKey,
}: {
  titleKey: MessageKey;
  textKey?: MessageKey;
}) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <Stack gap="md">
      <Title order={1}>{t(titleKey)}</Title>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t(textKey ?? 'common.comingSoon')}</Text>
      </Paper>
    </Stack>
  );
}
