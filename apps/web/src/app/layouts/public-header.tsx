import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { SiteLogo } from '../../components/site-logo.tsx';
import { useMe } from '../../lib/session.ts';
import { saveLocale } from '../../features/auth/api/locale.ts';
import { useSite } from './use-site.ts';
import classes from './layout.module.css';

// The phone menu's drawer (Mantine's modal machinery) loads when the menu is first opened.
const PublicMenuDrawer = lazy(async () => ({
  default: (await import('./public-menu-drawer.tsx')).PublicMenuDrawer,
}));

/** Home, About Us, Contact, the language picker, and Login + Register or Dashboard. */
export function PublicHeader() {
  const { t } = useTranslation();
  const site = useSite();
  const me = useMe();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const signedIn = Boolean(me.data);

  const links = [
    { to: '/', label: t('publicHeader.home') },
    { to: '/aboutus', label: t('publicHeader.about') },
    { to: '/contactus', label: t('publicHeader.contact') },
  ];
  const actions = signedIn ? (
    <Button component={Link} to="/dashboard" onClick={close}>
      {t('publicHeader.dashboard')}
    </Button>
  ) : (
    <>
      <Button component={Link} to="/login" variant="default" onClick={close}>
        {t('publicHeader.login')}
      </Button>
      <Button component={Link} to="/register" onClick={close}>
        {t('publicHeader.register')}
      </Button>
    </>
  );
  const onLocale = signedIn
    ? (locale: 'tr' | 'en') => void saveLocale(locale).catch(() => {})
    : undefined;

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <SiteLogo title={site.title} logoUrl={site.logoUrl} logoImage={site.logoImage} />
          <Group gap={4} visibleFrom="sm" component="nav">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <LanguagePicker onChange={onLocale} />
            {actions}
          </Group>
          <Group hiddenFrom="sm" gap={4}>
            <LanguagePicker onChange={onLocale} />
            <Burger
              opened={opened}
              onClick={() => {
                setMenuWanted(true);
                toggle();
              }}
              aria-label={t('publicHeader.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <PublicMenuDrawer opened={opened} onClose={close} title={site.title}>
            <Stack>
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
                  {link.label}
                </NavLink>
              ))}
              {actions}
            </Stack>
          </PublicMenuDrawer>
        </Suspense>
      )}
    </Box>
  );
}
