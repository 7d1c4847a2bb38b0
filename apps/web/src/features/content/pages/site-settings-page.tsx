import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { problemMessage } from '../../../lib/api-client.ts';
import { useSeo } from '../api/seo.ts';
import { useStaffContact } from '../api/staff-content.ts';
import { ContactSettingsForm } from '../components/contact-settings-form.tsx';
import { SeoSettingsForm } from '../components/seo-settings-form.tsx';

/** /admin/settings: the site's identity and its contact details. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contentAdmin.settingsTitle'));
  const seo = useSeo();
  const contact = useStaffContact();
  return (
    <Stack>
      <Title order={1}>{t('contentAdmin.settingsTitle')}</Title>
      {seo.data ? (
        // The device's copy shows at once; the form starts again when the server's arrives.
        <SeoSettingsForm key={String(seo.isFetchedAfterMount)} seo={seo.data} />
      ) : seo.isError ? (
        <LoadError
          message={t('contentAdmin.seoLoadError', { message: problemMessage(seo.error) })}
          onRetry={() => void seo.refetch()}
        />
      ) : (
        <Skeleton h={320} />
      )}
      {contact.data ? (
        <ContactSettingsForm contact={contact.data} />
      ) : contact.isError ? (
        <LoadError
          message={t('contentAdmin.contactLoadError', { message: problemMessage(contact.error) })}
          onRetry={() => void contact.refetch()}
        />
      ) : (
        <Skeleton h={320} />
      )}
    </Stack>
  );
}
