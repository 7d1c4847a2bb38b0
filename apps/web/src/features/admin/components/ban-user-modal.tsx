import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BanUserInput, type AdminUserListItem } from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useBanUser } from '../api/ban-user.ts';
import { ReasonModal } from './reason-modal.tsx';

const notice = notices('admin.feedback');

/** Banning a user: a reason is required; the user's sessions end at once. */
export function BanUserModal({
  user,
  onClose,
}: {
  /** The user to ban; null when the modal is closed. */
  user: AdminUserListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ban = useBanUser();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: zodValidator(BanUserInput),
  });

  const close = () => {
    form.reset();
    setError(null);
    ban.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!user) return;
    setError(null);
    ban.mutate(
      { userId: user.id, reason: values.reason },
      {
        onSuccess: () => {
          notice.success(t('admin.users.banned', { name: user.name }));
          close();
        },
        onError: (e) => setError(applyFieldErrors(form, e)),
      },
    );
  });

  return (
    <ReasonModal
      opened={user !== null}
      onClose={close}
      title={t('admin.users.banTitle', { name: user?.name ?? '' })}
      text={t('admin.users.banText')}
      reasonLabel={t('fields.banReason')}
      confirmLabel={t('admin.users.banConfirm')}
      reasonInput={form.getInputProps('reason')}
      error={error}
      loading={ban.isPending}
      onSubmit={submit}
    />
  );
}
