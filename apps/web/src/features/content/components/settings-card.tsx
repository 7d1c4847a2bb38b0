import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error.tsx';
import { showSuccess } from '../../../lib/feedback.ts';
import { applyFieldErrors } from '../../../lib/form.ts';

/**
 * Saving a back-office document: the server's field errors under their inputs, any other
 * refusal above the button, a success notice with `successText`.
 */
export function useDocumentSave<Values, Saved>(
  save: UseMutationResult<Saved, Error, Values>,
  form: { setErrors: (errors: Record<string, string>) => void },
  successText: string,
  onSaved?: (saved: Saved) => void,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (values: Values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        showSuccess(t('admin.feedback.successTitle'), successText);
        onSaved?.(saved);
      },
      onError: (error) => setFormError(applyFieldErrors(form, error)),
    });
  };
  return { submit, formError, saving: save.isPending };
}

/** A back-office document's card: heading, fields, the refusal and the save button. */
export function SettingsCard({
  title,
  lead,
  onSubmit,
  formError,
  saving,
  children,
}: {
  title?: string;
  lead?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {title && (
            <div>
              <Title order={2} fz="h4">
                {title}
              </Title>
              {lead && (
                <Text size="sm" c="dimmed">
                  {lead}
                </Text>
              )}
            </div>
          )}
          {children}
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('contentAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
