import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingPlus, IconInfoCircle, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ASSIGNABLE_ROLES,
  canInviteWithRole,
  canManageTeam,
  type Actor,
  type Me,
  type MeCompany,
} from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useMe } from '../../../lib/session.ts';
import { useInvitations } from '../api/invitations.ts';
import { useMembers } from '../api/members.ts';
import { InvitationsTable } from '../components/invitations-table.tsx';
import { InviteModal } from '../components/invite-modal.tsx';
import { MembersTable } from '../components/members-table.tsx';

const actorOf = (me: Me): Actor => ({
  user: { id: me.user.id, role: me.user.role },
  company: me.company,
  companyRole: me.companyRole,
});

/** /teammembers: the team, its roles and the pending invitations of the user's company. */
export function TeamMembersPage() {
  const { t } = useTranslation();
  usePageTitle(t('team.title'));
  const me = useMe();

  if (!me.data) return <PageLoader />;
  if (!me.data.company) return <NoCompany />;
  return <Team me={me.data} company={me.data.company} />;
}

function NoCompany() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('team.title')}</Title>
      <Paper withBorder radius="md" p="xl" data-testid="team-no-company">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconUsers size={26} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('team.noCompany.title')}
          </Title>
          <Text c="dimmed" maw={520}>
            {t('team.noCompany.text')}
          </Text>
          <Button component={Link} to="/createcompany" leftSection={<IconBuildingPlus size={18} />}>
            {t('team.noCompany.action')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function TableSkeleton() {
  return (
    <Stack gap="xs" data-testid="table-skeleton">
      <Skeleton h={36} />
      <Skeleton h={36} />
      <Skeleton h={36} />
    </Stack>
  );
}

function Team({ me, company }: { me: Me; company: MeCompany }) {
  const { t } = useTranslation();
  const actor = actorOf(me);
  const manager = canManageTeam(actor, company.id);
  const inviteRoles = ASSIGNABLE_ROLES.filter((role) => canInviteWithRole(actor, company.id, role));
  const members = useMembers();
  const invitations = useInvitations(manager);
  const [inviting, setInviting] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('team.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('team.subtitle')}
          </Text>
        </div>
        {manager && inviteRoles.length > 0 && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
            {t('team.invite.button')}
          </Button>
        )}
      </Group>
      {!manager && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="team-read-only">
          {t('team.readOnly')}
        </Alert>
      )}

      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('team.members.heading')}
        </Title>
        <ListFrame
          query={members}
          loadError={(reason) => reason}
          loadErrorTitle={t('team.loadFailed')}
          skeleton={<TableSkeleton />}
          empty={<EmptyState text={t('team.members.empty')} />}
        >
          {(items) => (
            <MembersTable members={items} actor={actor} companyId={company.id} manager={manager} />
          )}
        </ListFrame>
      </Stack>

      {manager && (
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('team.invitations.heading')}
          </Title>
          <ListFrame
            query={invitations}
            loadError={(reason) => reason}
            loadErrorTitle={t('team.loadFailed')}
            skeleton={<TableSkeleton />}
            empty={<EmptyState text={t('team.invitations.empty')} />}
          >
            {(items) => (
              <InvitationsTable invitations={items} actor={actor} companyId={company.id} />
            )}
          </ListFrame>
        </Stack>
      )}

      {manager && (
        <InviteModal opened={inviting} onClose={() => setInviting(false)} roles={inviteRoles} />
      )}
    </Stack>
  );
}
