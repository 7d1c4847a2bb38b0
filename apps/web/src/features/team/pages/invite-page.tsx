import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate, type Me, type PublicInvitationView } from '@teklifal/core';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSignOut } from '../../../lib/sign-out.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useMe } from '../../../lib/session.ts';
import { useInvitation } from '../api/invitation.ts';
import { teamWelcomeState } from '../components/team-welcome.tsx';
import { invitationRootKey } from '../api/keys.ts';

const STATE_MESSAGES = {
  expired: 'team.invitation.expired',
  revoked: 'team.invitation.revoked',
  accepted: 'team.invitation.used',
} as const;

/** /invite/:token: what the invitation is, and the one next step for whoever opened it. */
export function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const notFound =
    token === '' || (invitation.error instanceof ApiError && invitation.error.code === 'NOT_FOUND');

  return (
    <AuthCard title={t('team.invitation.title')}>
      {notFound ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="invite-not-found">
          {t('team.invitation.notFound')}
        </Alert>
      ) : invitation.isError ? (
        <Stack align="flex-start">
          <Alert color="red">{problemMessage(invitation.error)}</Alert>
          <Button onClick={() => void invitation.refetch()}>{t('common.retry')}</Button>
        </Stack>
      ) : !invitation.data ? (
        <PageLoader />
      ) : (
        <InvitationDetails token={token} invitation={invitation.data} />
      )}
    </AuthCard>
  );
}

function InvitationDetails({
  token,
  invitation,
}: {
  token: string;
  invitation: PublicInvitationView;
}) {
  const { t } = useTranslation();
  const role = t(`team.roles.${invitation.role}`);
  const rows = [
    { label: t('team.invitation.company'), value: invitation.companyName },
    { label: t('team.invitation.role'), value: role },
    ...(invitation.inviterName
      ? [{ label: t('team.invitation.inviter'), value: invitation.inviterName }]
      : []),
    { label: t('team.invitation.invitedEmail'), value: invitation.email },
    {
      label: t('team.invitation.expiresAt'),
      value: formatDate(invitation.expiresAt, currentLocale()) ?? t('common.dateUnknown'),
    },
  ];

  return (
    <Stack>
      <Text data-testid="invite-intro">
        {invitation.inviterName
          ? t('team.invitation.intro', {
              inviter: invitation.inviterName,
              company: invitation.companyName,
              role,
            })
          : t('team.invitation.introNoInviter', { company: invitation.companyName, role })}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w={150}>{row.label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {invitation.state === 'valid' ? (
        <NextStep token={token} invitation={invitation} />
      ) : (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="invite-state">
          {t(STATE_MESSAGES[invitation.state])}
        </Alert>
      )}
    </Stack>
  );
}

function NextStep({ token, invitation }: { token: string; invitation: PublicInvitationView }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <Group justify="center" role="status">
        <Loader size="sm" />
      </Group>
    );
  }
  if (!me.data) return <SignedOut token={token} email={invitation.email} />;
  if (me.data.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return <WrongUser me={me.data} email={invitation.email} />;
  }
  return <Accept token={token} me={me.data} invitation={invitation} />;
}

function SignedOut({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="invite-signed-out">
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {t('team.invitation.signedOut', { email })}
      </Alert>
      <Group grow>
        <Button
          component={Link}
          to={`/login?next=/invite/${encodeURIComponent(token)}`}
          leftSection={<IconLogin size={18} />}
        >
          {t('team.invitation.login')}
        </Button>
        <Button
          component={Link}
          to={`/register?invitation=${encodeURIComponent(token)}`}
          variant="default"
        >
          {t('team.invitation.register')}
        </Button>
      </Group>
    </Stack>
  );
}

function WrongUser({ me, email }: { me: Me; email: string }) {
  const { t } = useTranslation();
  // Stays on the invitation, so the invited person can log in with the right address.
  const signOut = useSignOut({ keepQueries: [invitationRootKey] });
  return (
    <Stack data-testid="invite-wrong-user">
      <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
        {t('team.invitation.wrongUser', { current: me.user.email, email })}
      </Alert>
      <FormError message={signOut.isError ? problemMessage(signOut.error) : null} />
      <Button
        variant="default"
        leftSection={<IconLogout size={18} />}
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {t('team.invitation.logout')}
      </Button>
    </Stack>
  );
}

function Accept({
  token,
  me,
  invitation,
}: {
  token: string;
  me: Me;
  invitation: PublicInvitationView;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);

  // Accepting reads the session again: the new company is not "already in a company".
  if (me.company && accept.isIdle) {
    return (
      <Stack data-testid="invite-in-company">
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {t(
            me.company.id === invitation.companyId
              ? 'team.invitation.alreadyInThisCompany'
              : 'team.invitation.alreadyInCompany',
          )}
        </Alert>
        <Button component={Link} to="/dashboard" variant="default">
          {t('team.invitation.toDashboard')}
        </Button>
      </Stack>
    );
  }

  const onAccept = () =>
    accept.mutateAsync().then(
      (joined) => {
        // The dashboard welcomes the new member by the company's name.
        void navigate('/dashboard', { replace: true, state: teamWelcomeState(joined.companyName) });
      },
      () => {}, // shown above the button
    );

  return (
    <Stack>
      <FormError message={accept.isError ? problemMessage(accept.error) : null} />
      <Button
        size="md"
        leftSection={accept.isSuccess ? <IconCircleCheck size={18} /> : <IconUserPlus size={18} />}
        loading={accept.isPending}
        onClick={onAccept}
      >
        {t('team.invitation.accept')}
      </Button>
    </Stack>
  );
}
