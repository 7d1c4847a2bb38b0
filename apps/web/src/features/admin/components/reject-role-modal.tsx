import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApprovalDecisionInput, type CompanyMarketRole } from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useDecideCompanyRole } from '../api/decide-company-role.ts';
import { ReasonModal } from './reason-modal.tsx';

const notice = notices('admin.feedback');

interface RejectForm {
  role: CompanyMarketRole;
  decision: 'reject';
  reason: string;
}

/** Rejecting a role: the reason is required (the same rule as the server's) and goes to the company. */
export function RejectRoleModal({
  companyId,
  role,
  onClose,
}: {
  companyId: string;
  /** The role being rejected; null when the modal is closed. */
  role: CompanyMarketRole | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideCompanyRole();
  const [error, setError] = useState<string | null>(null);
  // The form holds the whole decision, so the server's schema checks it as the server will.
  const form = useForm<RejectForm>({
    initialValues: { role: role ?? 'buyer', decision: 'reject', reason: '' },
    validate: zodValidator(ApprovalDecisionInput),
  });
  const roleName = role ? t(`companies.roles.${role}`) : '';

  const close = () => {
    form.reset();
    setError(null);
    decide.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!role) return;
    setError(null);
    decide.mutate(
      { companyId, role, decision: 'reject', reason: values.reason },
      {
        onSuccess: () => {
          notice.success(t('admin.company.rejected', { role: roleName }));
          close();
        },
        onError: (e) => setError(applyFieldErrors(form, e)),
      },
    );
  });

  return (
    <ReasonModal
      opened={role !== null}
      onClose={close}
      title={t('admin.company.rejectTitle', { role: roleName })}
      text={t('admin.company.rejectText')}
      reasonLabel={t('fields.reason')}
      confirmLabel={t('admin.company.confirmReject')}
      reasonInput={form.getInputProps('reason')}
      error={error}
      loading={decide.isPending}
      onSubmit={submit}
    />
  );
}
