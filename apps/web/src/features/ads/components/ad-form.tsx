import { useRef, useState } from 'react';
import { Alert, Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdView } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { AdAttachmentsField } from './ad-attachments-field.tsx';
import { AdDeliveryFields } from './ad-delivery-fields.tsx';
import {
  adFormFromView,
  emptyAdForm,
  validateAdDraftForm,
  validateAdForm,
  type AdFormValues,
} from '../lib/ad-form-values.ts';
import { AdFormSummary } from './ad-form-summary.tsx';
import { AdGeneralFields } from './ad-general-fields.tsx';
import { AdItemsEditor } from './ad-items-editor.tsx';
import { AdTermsFields } from './ad-terms-fields.tsx';
import { AdVisibilityFields } from './ad-visibility-fields.tsx';
import { useSaveAd, type SaveIntent } from '../hooks/use-save-ad.ts';

/**
 * The ad form of /createAd and /myads/{adId}/edit. Checked with the core schemas the server
 * uses: "Taslak olarak kaydet" needs only a title (every value given is still checked),
 * "Yayınla" checks the full ad rules first and then saves and publishes at once. A published
 * ad being edited only saves its changes, under the full rules.
 */
export function AdForm({ ad }: { ad?: AdView }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { save, saving } = useSaveAd(ad);
  // Read once: the form owns its values from then on.
  const [initialValues] = useState(() => (ad ? adFormFromView(ad) : emptyAdForm()));
  const canPublish = !ad || ad.abilities.publish;
  const editingLive = ad !== undefined && ad.status !== 'draft';
  const form = useForm<AdFormValues>({
    initialValues,
    // A draft may wait for its terms; a published ad stays complete.
    validate: editingLive ? validateAdForm : validateAdDraftForm,
    validateInputOnBlur: true,
  });

  // After a refused submit, take the keyboard (and the eye) to the first field to fix.
  const focusFirstError = () =>
    setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
    }, 0);

  const submit = (intent: SaveIntent) => {
    if (intent === 'publish') {
      // Publishing needs the whole ad: the same rules the server runs, every field at once.
      const errors = validateAdForm(form.getValues());
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        focusFirstError();
        return;
      }
    }
    return form.onSubmit(async (values) => {
      setError(null);
      setError(await save(form, values, intent));
    }, focusFirstError)();
  };

  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <form
      ref={formRef}
      noValidate
      // Enter in a field confirms that field (a typed date, a chosen option); it does not
      // submit the whole ad. Now that a draft needs only a title, an implicit submit would
      // save a half-written ad and leave the form. The buttons say what happens.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit('save');
      }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <FormError message={error} />
            <AdGeneralFields form={form} />
            <AdItemsEditor form={form} />
            <AdAttachmentsField form={form} />
            <AdDeliveryFields form={form} />
            <AdTermsFields form={form} />
            <AdVisibilityFields form={form} initialSellers={ad?.invitedSellers ?? []} />
            {hasErrors && !error && (
              <Alert color="red" role="alert">
                {t('errors.VALIDATION')}
              </Alert>
            )}
            {!editingLive && (
              <Text size="sm" c="dimmed" ta="right">
                {t('ads.form.draftHint')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button
                type="submit"
                variant={canPublish ? 'default' : 'filled'}
                size="md"
                leftSection={<IconDeviceFloppy size={18} />}
                loading={saving === 'save'}
                disabled={saving !== null && saving !== 'save'}
              >
                {editingLive ? t('ads.form.saveChanges') : t('ads.form.saveDraft')}
              </Button>
              {canPublish && (
                <Button
                  size="md"
                  leftSection={<IconSend size={18} />}
                  loading={saving === 'publish'}
                  disabled={saving !== null && saving !== 'publish'}
                  onClick={() => void submit('publish')}
                >
                  {t('ads.form.publish')}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box style={{ position: 'sticky', top: 80 }}>
            <AdFormSummary values={form.values} />
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}
