import { Stack } from '@mantine/core';
import { ContactForm } from '../../features/content/components/contact-form.tsx';
import { ContentPage } from '../../features/content/pages/legal-page.tsx';

/** /contactus: the contact page's text, and the form under it. */
export function ContactRoute() {
  return (
    <Stack gap="xl">
      <ContentPage slug="contactus" />
      <ContactForm />
    </Stack>
  );
}
