import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import 'dayjs/locale/tr';
import 'dayjs/locale/en-gb';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ModalsHost, NotificationsHost } from './overlay-hosts.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** Date pickers follow the chosen language; weeks start on Monday in Turkey. */
function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const locale = active.language === 'en' ? 'en-gb' : 'tr';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <DatesLocale>
            <ModalsHost />
            <NotificationsHost />
            {children}
          </DatesLocale>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
