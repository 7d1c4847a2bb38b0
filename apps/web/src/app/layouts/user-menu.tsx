import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '@teklifal/core';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr-TR'))
    .join('');

/** Greeting and the user menu: Dashboard, Ayarlar → /profile, Çıkış → /logout. */
export function UserMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (initials, greeting) and, unseen, what it opens. */}
        <UnstyledButton data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="blue" radius="xl" size={32}>
              {initials(me.user.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" data-testid="greeting">
              {t('userMenu.greeting', { name: me.user.name })}
            </Text>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} aria-hidden />
            </Box>
            <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.user.email}</Menu.Label>
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
          {t('userMenu.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile" leftSection={<IconSettings size={16} />}>
          {t('userMenu.settings')}
        </Menu.Item>
        {me.user.role === 'admin' && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} />}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
