import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { InviteMemberInput, type AssignableRole } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';

const notice = notices('team');

interface InviteModalProps {
  opened: boolean;
  onClose: () => void;
  /** The roles the actor may give (company policies); the first is the default. */
  roles: AssignableRole[];
}

export function InviteModal({ opened, onClose, roles }: InviteModalProps) {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const [error, setError] = useState<string | null>(null);
  const defaultRole: AssignableRole = roles.includes('member') ? 'member' : (roles[0] ?? 'member');
  const form = useForm<{ email: string; role: AssignableRole }>({
    initialValues: { email: '', role: defaultRole },
    validate: zodValidator(InviteMemberInput),
    validateInputOnBlur: true,
  });

  const close = () => {
    form.reset();
    setError(null);
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(values, {
      onSuccess: (invitation) => {
        notice.success(t('team.invite.sent', { email: invitation.email }));
        close();
      },
      onError: (e) => setError(applyFieldErrors(form, e)),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('team.invite.title')} centered>
      <Text size="sm" c="dimmed" mb="md">
        {t('team.invite.text')}
      </Text>
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('team.invite.email')}
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select
            label={t('team.invite.role')}
            data={roles.map((role) => ({ value: role, label: t(`team.roles.${role}`) }))}
            description={t(`team.roleHints.${form.values.role}`)}
            allowDeselect={false}
            required
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('team.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
