import { ActionIcon, Button, Grid, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactInfo, SOCIAL_ICONS, type ContactInfoView } from '@teklifal/core';
import { zodValidator } from '../../../lib/form.ts';
import { useSaveContact } from '../api/staff-content.ts';
import { SettingsCard, useDocumentSave } from './settings-card.tsx';

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
  const form = useForm({
    initialValues: {
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      address: contact.address ?? '',
      socials: contact.socials.map((social) => ({ ...social, href: social.href ?? '' })),
    },
    validate: validateContact,
  });
  const { submit, formError, saving } = useDocumentSave(save, form, t('contentAdmin.contactSaved'));
  return (
    <SettingsCard
      title={t('contentAdmin.contactTitle')}
      lead={t('contentAdmin.contactLead')}
      onSubmit={form.onSubmit(submit)}
      formError={formError}
      saving={saving}
    >
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('contentAdmin.email')}
            type="email"
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('contentAdmin.phone')} type="tel" {...form.getInputProps('phone')} />
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
    </SettingsCard>
  );
}
