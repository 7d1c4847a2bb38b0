import { Group, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { usePostDefault } from '../hooks/use-post-text.ts';

/** Author, date ('12.03.2024', '12 Mar 2024', or 'Tarih bilinmiyor') and, on an article, the reading time. */
export function PostMeta({
  author,
  publishedAt,
  readingMinutes,
}: {
  author: string | null;
  publishedAt: string | null;
  readingMinutes?: number;
}) {
  const { t } = useTranslation();
  const defaultText = usePostDefault();
  const date = formatDate(publishedAt, currentLocale()) ?? t('common.dateUnknown');
  return (
    <Group gap="md" c="dimmed" fz="sm" wrap="wrap">
      {author && (
        <Group gap={4} wrap="nowrap">
          <IconUser size={15} aria-hidden />
          <Text size="sm" span>
            {defaultText(author) ?? author}
          </Text>
        </Group>
      )}
      <Group gap={4} wrap="nowrap">
        <IconCalendar size={15} aria-hidden />
        <Text size="sm" span>
          {publishedAt ? <time dateTime={publishedAt}>{date}</time> : date}
        </Text>
      </Group>
      {readingMinutes !== undefined && (
        <Group gap={4} wrap="nowrap">
          <IconClock size={15} aria-hidden />
          <Text size="sm" span>
            {t('posts.readingMinutes', { count: readingMinutes })}
          </Text>
        </Group>
      )}
    </Group>
  );
}
