import { Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@teklifal/core';
import { Outlet } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { SiteLogo } from '../../components/site-logo.tsx';
import { saveLocale } from '../../features/auth/api/locale.ts';
import { actorOf, useMe } from '../../lib/session.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { PushOfferItem } from '../../features/push/components/push-offer-item.tsx';
import { useLiveUpdates } from '../use-live-updates.ts';
import { AppNavigation } from './app-navigation.tsx';
import { SiteFooter } from './site-footer.tsx';
import { UserMenu } from './user-menu.tsx';
import { useSite } from './use-site.ts';
import classes from './layout.module.css';

/** The signed-in area: navigation bar, greeting and user menu; each page brings its guard. */
export function AppLayout() {
  const { t } = useTranslation();
  const site = useSite();
  const { data: me } = useMe();
  const actor = actorOf(me);
  const [opened, { toggle, close }] = useDisclosure(false);
  useLiveUpdates(Boolean(me?.company));
  const onLocale = (locale: 'tr' | 'en') => void saveLocale(locale).catch(() => {});

  return (
    <>
      <Box component="header" className={classes.header}>
        <Container size="xl" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap" gap="xs">
            {/* The logo gives way (its text shortens) so the header fits a 360 px phone. */}
            <Group gap="lg" wrap="nowrap" miw={0}>
              <SiteLogo
                title={site.title}
                logoUrl={site.logoUrl}
                logoImage={site.logoImage}
                to={me ? '/dashboard' : '/'}
              />
              <Group
                gap={2}
                visibleFrom="md"
                component="nav"
                aria-label={t('nav.home')}
                wrap="nowrap"
              >
                {me && <AppNavigation actor={actor} />}
              </Group>
            </Group>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {canAccess(actor, { kind: 'notifications' }) && (
                <NotificationBell offer={<PushOfferItem />} />
              )}
              <LanguagePicker onChange={me ? onLocale : undefined} />
              {me && <UserMenu me={me} />}
              {me && (
                <Burger
                  hiddenFrom="md"
                  opened={opened}
                  onClick={toggle}
                  aria-label={t('publicHeader.openMenu')}
                />
              )}
            </Group>
          </Group>
        </Container>
        <Drawer opened={opened} onClose={close} size="xs" hiddenFrom="md" title={site.title}>
          <Stack gap={4} component="nav">
            <AppNavigation actor={actor} onNavigate={close} vertical />
          </Stack>
        </Drawer>
      </Box>
      <Box className={classes.main}>
        <Box component="main" id="main" className={classes.content}>
          <Container size="xl" py="xl" w="100%">
            <Outlet />
          </Container>
        </Box>
        <SiteFooter />
      </Box>
    </>
  );
}
