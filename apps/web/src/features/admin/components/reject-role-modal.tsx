import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApprovalDecisionInput, type CompanyMarketRole } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useDecideCompanyRole } from '../api/company-decision.ts';
import { notifySuccess, problemMessage } from './feedback.ts';

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
          notifySuccess(t('admin.company.rejected', { role: roleName }));
          close();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.problem.errors?.length) {
            form.setErrors(e.fieldErrors());
            return;
          }
          setError(problemMessage(e));
        },
      },
    );
  });

  return (
    <Modal
      opened={role !== null}
      onClose={close}
      title={t('admin.company.rejectTitle', { role: roleName })}
      centered
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.company.rejectText')}
      </Text>
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('fields.reason')}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decide.isPending}>
              {t('admin.company.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
