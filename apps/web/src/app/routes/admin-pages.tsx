import { Box, Flex, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCategory,
  IconExchange,
  IconHistory,
  IconLifebuoy,
  IconMail,
  IconMailbox,
  IconMessage,
  IconFileText,
  IconNews,
  IconSettings,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import type { MessageKey } from '@teklifal/core';
import { AuditPage } from '../../features/admin/pages/audit-page.tsx';
import { CompaniesPage } from '../../features/admin/pages/companies-page.tsx';
import { CompanyDetailPage } from '../../features/admin/pages/company-detail-page.tsx';
import { ExchangeRatesPage } from '../../features/admin/pages/exchange-rates-page.tsx';
import { MailOutboxPage } from '../../features/admin/pages/mail-outbox-page.tsx';
import { SectorsPage } from '../../features/admin/pages/sectors-page.tsx';
import { UsersPage } from '../../features/admin/pages/users-page.tsx';
import { WaitingCompaniesBadge } from '../../features/admin/components/waiting-companies-badge.tsx';
import {
  StaffPageEditorPage,
  StaffPagesPage,
} from '../../features/content/pages/staff-pages-page.tsx';
import { SiteSettingsPage } from '../../features/content/pages/site-settings-page.tsx';
import { SubscribersPage } from '../../features/content/pages/subscribers-page.tsx';
import { ContactMessagesPage } from '../../features/content/pages/contact-messages-page.tsx';
import { PostEditorPage } from '../../features/posts/pages/post-editor-page.tsx';
import { StaffPostsPage } from '../../features/posts/pages/staff-posts-page.tsx';
import { StaffSupportPage } from '../../features/support/pages/staff-support-page.tsx';
import { StaffSupportTicketPage } from '../../features/support/pages/staff-support-ticket-page.tsx';

const SECTIONS: { path: string; labelKey: MessageKey; icon: Icon }[] = [
  { path: 'companies', labelKey: 'admin.nav.companies', icon: IconBuildingStore },
  { path: 'users', labelKey: 'admin.nav.users', icon: IconUsers },
  { path: 'sectors', labelKey: 'admin.nav.sectors', icon: IconCategory },
  { path: 'exchange-rates', labelKey: 'admin.exchangeRates.nav', icon: IconExchange },
  { path: 'blogs', labelKey: 'admin.nav.blogs', icon: IconNews },
  { path: 'announcements', labelKey: 'admin.nav.announcements', icon: IconSpeakerphone },
  { path: 'pages', labelKey: 'admin.nav.pages', icon: IconFileText },
  { path: 'settings', labelKey: 'admin.nav.settings', icon: IconSettings },
  { path: 'support', labelKey: 'support.title', icon: IconLifebuoy },
  { path: 'messages', labelKey: 'admin.nav.messages', icon: IconMessage },
  { path: 'newsletter', labelKey: 'admin.nav.newsletter', icon: IconMailbox },
  { path: 'audit', labelKey: 'admin.nav.audit', icon: IconHistory },
  { path: 'mail-outbox', labelKey: 'admin.nav.outbox', icon: IconMail },
];

function AdminNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Paper
      component="nav"
      aria-label={t('admin.nav.label')}
      withBorder
      radius="md"
      p="xs"
      w={{ base: '100%', md: 230 }}
      style={{ flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
        {t('admin.nav.title')}
      </Text>
      {SECTIONS.map(({ path, labelKey, icon: SectionIcon }) => {
        const to = `/admin/${path}`;
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <NavLink
            key={path}
            component={Link}
            to={to}
            label={t(labelKey)}
            leftSection={<SectionIcon size={18} aria-hidden />}
            rightSection={path === 'companies' ? <WaitingCompaniesBadge /> : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </Paper>
  );
}

function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('pages.notFoundTitle')}</Title>
      <Text c="dimmed">{t('admin.notFound')}</Text>
    </Stack>
  );
}

/**
 * The back office at /admin (platform admins only; the router's guard checks): a side
 * navigation and the section pages, each at its own address.
 */
export function AdminArea() {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="stretch">
      <AdminNavigation />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Routes>
          <Route index element={<Navigate to="companies" replace />} />
          <Route path="companies" element={<CompaniesPage />} />
          <Route path="companies/:companyId" element={<CompanyDetailPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="sectors" element={<SectorsPage />} />
          <Route path="exchange-rates" element={<ExchangeRatesPage />} />
          <Route path="blogs" element={<StaffPostsPage kind="blog" />} />
          <Route path="blogs/new" element={<PostEditorPage kind="blog" />} />
          <Route path="blogs/:postId" element={<PostEditorPage kind="blog" />} />
          <Route path="announcements" element={<StaffPostsPage kind="announcement" />} />
          <Route path="announcements/new" element={<PostEditorPage kind="announcement" />} />
          <Route path="announcements/:postId" element={<PostEditorPage kind="announcement" />} />
          <Route path="pages" element={<StaffPagesPage />} />
          <Route path="pages/:slug" element={<StaffPageEditorPage />} />
          <Route path="settings" element={<SiteSettingsPage />} />
          <Route path="newsletter" element={<SubscribersPage />} />
          <Route path="support" element={<StaffSupportPage />} />
          <Route path="support/:ticketId" element={<StaffSupportTicketPage />} />
          <Route path="messages" element={<ContactMessagesPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="mail-outbox" element={<MailOutboxPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Box>
    </Flex>
  );
}

/** /admin itself opens the first section. */
export function AdminHome() {
  return <Navigate to="/admin/companies" replace />;
}
