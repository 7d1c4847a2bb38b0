import { Button, Group, Image, Input } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload.tsx';

/** An image of the site (favicon, logo): the one chosen with a way to remove it, or an upload. */
export function ImageUrlField({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  if (!value) {
    return (
      <FileUpload
        purpose="content"
        label={label}
        description={description}
        onChange={(file) => onChange(file?.url ?? null)}
        error={error}
      />
    );
  }
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group mt={6} gap="md">
        <Image src={value} alt={label} h={48} w="auto" fit="contain" />
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onChange(null)}
        >
          {t('contentAdmin.removeImage')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
