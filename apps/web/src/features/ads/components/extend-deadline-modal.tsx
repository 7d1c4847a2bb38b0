import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  ExtendDeadlineInput,
  formatDateTime,
  instantOfIstanbulWallTime,
  istanbulWallTimeOf,
  type AdListItem,
} from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { currentLocale, i18n } from '../../../lib/i18n.ts';
import { useExtendAd } from '../api/extend-ad.ts';
import { defaultDeadline } from '../lib/ad-form-values.ts';
import { DeadlinePicker } from '../../../components/deadline-picker.tsx';

const notice = notices('ads');

const validateExtend = zodValidator(ExtendDeadlineInput);

/** A week after the current deadline, or a week from now when it has already passed. */
function suggestedDeadline(current: string, now = new Date()): string {
  if (new Date(current).getTime() <= now.getTime()) return defaultDeadline(now);
  const wall = istanbulWallTimeOf(current);
  return `${addDays(wall.slice(0, 10), 7)}${wall.slice(10)}`;
}

/** A later bid deadline for a published or closed ad (a closed one opens again). */
export function ExtendDeadlineModal({ ad, onClose }: { ad: AdListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const extend = useExtendAd();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ bidDeadline: string }>({
    initialValues: { bidDeadline: suggestedDeadline(ad.bidDeadline) },
    validate: (values) => {
      const bidDeadline = instantOfIstanbulWallTime(values.bidDeadline) ?? values.bidDeadline;
      const errors = validateExtend({ bidDeadline });
      if (!errors.bidDeadline && Date.parse(bidDeadline) <= Date.parse(ad.bidDeadline)) {
        errors.bidDeadline = i18n.t('ads.extendModal.notLater');
      }
      return errors;
    },
  });
  const locale = currentLocale();

  const submit = form.onSubmit((values) => {
    setError(null);
    const bidDeadline = instantOfIstanbulWallTime(values.bidDeadline) ?? values.bidDeadline;
    extend.mutate(
      { adId: ad.id, input: { bidDeadline } },
      {
        onSuccess: (updated) => {
          notice.success(
            t('ads.actions.extended', { date: formatDateTime(updated.bidDeadline, locale) }),
          );
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
    <Modal opened onClose={onClose} title={t('ads.extendModal.title')} centered>
      <Text size="sm" c="dimmed" mb="md">
        {t('ads.extendModal.text', {
          title: ad.title,
          date: formatDateTime(ad.bidDeadline, locale) ?? t('common.dateUnknown'),
        })}
      </Text>
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <DeadlinePicker
            label={t('ads.extendModal.label')}
            value={form.values.bidDeadline}
            onChange={(value) => form.setFieldValue('bidDeadline', value)}
            error={form.errors.bidDeadline}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={extend.isPending}>
              {t('ads.extendModal.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
