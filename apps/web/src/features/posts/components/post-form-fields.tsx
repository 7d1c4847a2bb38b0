import { Button, Grid, Image, Input, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PostKind } from '@teklifal/core';
import { FileUpload } from '../../../components/file-upload.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { useDateInputFormat } from '../../../lib/date-input.ts';
import type { PostFormValues } from '../lib/post-form.ts';

/** The cover: the image chosen, with a way to remove it, or the upload field with progress. */
function CoverField({ form }: { form: UseFormReturnType<PostFormValues> }) {
  const { t } = useTranslation();
  const url = form.values.coverImageUrl;
  if (!url) {
    return (
      <FileUpload
        purpose="content"
        label={t('posts.admin.editor.cover')}
        description={t('posts.admin.editor.coverHint')}
        onChange={(file) => form.setFieldValue('coverImageUrl', file?.url ?? null)}
        error={form.errors.coverImageUrl}
      />
    );
  }
  return (
    <Input.Wrapper label={t('posts.admin.editor.cover')}>
      <Stack gap="xs" mt={4}>
        <Image
          src={url}
          alt={t('posts.admin.editor.cover')}
          radius="md"
          mah={220}
          w="auto"
          fit="contain"
        />
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          w="fit-content"
          onClick={() => form.setFieldValue('coverImageUrl', null)}
        >
          {t('files.remove')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

/** Title, blog-only category and author, cover, the text and the publication date. */
export function PostFormFields({
  kind,
  form,
}: {
  kind: PostKind;
  form: UseFormReturnType<PostFormValues>;
}) {
  const { t } = useTranslation();
  const dateFormat = useDateInputFormat();
  return (
    <Stack gap="md">
      <TextInput
        label={t('posts.admin.editor.title')}
        description={t('posts.admin.editor.titleHint')}
        maxLength={200}
        {...form.getInputProps('title')}
      />
      {kind === 'blog' && (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('posts.admin.editor.category')}
              description={t('posts.admin.editor.categoryHint')}
              maxLength={60}
              {...form.getInputProps('category')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('posts.admin.editor.author')}
              description={t('posts.admin.editor.authorHint')}
              maxLength={120}
              {...form.getInputProps('author')}
            />
          </Grid.Col>
        </Grid>
      )}
      <CoverField form={form} />
      <RichTextEditor
        label={t('posts.admin.editor.content')}
        required
        value={form.values.content}
        onChange={(html) => form.setFieldValue('content', html)}
        error={typeof form.errors.content === 'string' ? form.errors.content : undefined}
      />
      <DateTimePicker
        label={t('posts.admin.editor.publishedAt')}
        description={t('posts.admin.editor.publishedAtHint')}
        {...dateFormat.dateTime}
        leftSection={<IconCalendar size={16} />}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        value={form.values.publishedAt || null}
        onChange={(next) => form.setFieldValue('publishedAt', next ?? '')}
        error={form.errors.publishedAt}
        popoverProps={{ withinPortal: true }}
        maw={320}
      />
    </Stack>
  );
}
