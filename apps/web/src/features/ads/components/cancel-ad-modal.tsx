import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ReasonInput, type AdListItem } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useCancelAd } from '../api/cancel-ad.ts';

const notice = notices('ads');

/** Cancelling needs a reason the bidders are told; orders already made stay as they are. */
export function CancelAdModal({ ad, onClose }: { ad: AdListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelAd();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReasonInput>({
    initialValues: { reason: '' },
    validate: zodValidator(ReasonInput),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    cancel.mutate(
      { adId: ad.id, input: values },
      {
        onSuccess: () => {
          notice.success(t('ads.actions.cancelled', { title: ad.title }));
          onClose();
        },
        onError: (e) => {
          notice.failure(e);
          setError(applyFieldErrors(form, e));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t('ads.cancelModal.title')} centered>
      <Text size="sm" c="dimmed" mb="md">
        {t('ads.cancelModal.text', { title: ad.title })}
      </Text>
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('ads.cancelModal.reason')}
            placeholder={t('ads.cancelModal.reasonPlaceholder')}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('ads.cancelModal.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
