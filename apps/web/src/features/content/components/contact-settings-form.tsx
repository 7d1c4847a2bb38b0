import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactInfo, SOCIAL_ICONS, type ContactInfoView } from '@teklifal/core';
import { showSuccess } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useSaveContact } from '../api/staff-content.ts';

const validateContact = zodValidator(ContactInfo);
const ICON_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  github: 'GitHub',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const;

/** The `contactInfo` document: e-mail, phone, address and the social accounts. */
export function ContactSettingsForm({ contact }: { contact: ContactInfoView }) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      address: contact.address ?? '',
      socials: contact.socials.map((social) => ({ ...social, href: social.href ?? '' })),
    },
    validate: validateContact,
  });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFormError(null);
          save.mutate(values, {
            onSuccess: () =>
              showSuccess(t('admin.feedback.successTitle'), t('contentAdmin.contactSaved')),
            onError: (error) => setFormError(applyFieldErrors(form, error)),
          });
        })}
      >
        <Stack>
          <div>
            <Title order={2} fz="h4">
              {t('contentAdmin.contactTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('contentAdmin.contactLead')}
            </Text>
          </div>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('contentAdmin.email')}
                type="email"
                {...form.getInputProps('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('contentAdmin.phone')}
                type="tel"
                {...form.getInputProps('phone')}
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('contentAdmin.postalAddress')}
            autosize
            minRows={2}
            {...form.getInputProps('address')}
          />
          <Text fw={600} size="sm">
            {t('contentAdmin.socials')}
          </Text>
          {form.values.socials.map((social, index) => (
            <Group key={index} align="flex-start" gap="sm" wrap="wrap" data-testid="social-row">
              <Select
                label={t('contentAdmin.socialIcon')}
                data={SOCIAL_ICONS.map((icon) => ({ value: icon, label: ICON_NAMES[icon] }))}
                allowDeselect={false}
                w={150}
                {...form.getInputProps(`socials.${index}.icon`)}
              />
              <TextInput
                label={t('contentAdmin.socialName')}
                w={160}
                {...form.getInputProps(`socials.${index}.name`)}
              />
              <TextInput
                label={t('contentAdmin.socialHref')}
                placeholder="https://"
                style={{ flex: 1, minWidth: 200 }}
                {...form.getInputProps(`socials.${index}.href`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('contentAdmin.removeSocial', {
                  name: social.name || ICON_NAMES[social.icon],
                })}
                onClick={() => form.removeListItem('socials', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            disabled={form.values.socials.length >= 12}
            onClick={() =>
              form.insertListItem('socials', { name: '', href: '', icon: 'linkedin' as const })
            }
          >
            {t('contentAdmin.addSocial')}
          </Button>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('contentAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
