import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MyInvitationView } from '@teklifal/core';
import { problemMessage } from '../../../lib/api-client.ts';
import { useAcceptMyInvitation } from '../api/my-invitations.ts';
import { teamWelcomeState } from './team-welcome.tsx';

/**
 * Offered instead of creating a company (#13): the invitations to the user's own address, each
 * to accept with one click; `onCreateOwn` lets the user go on to the company form anyway.
 */
export function PendingInvitationOffer({
  invitations,
  onCreateOwn,
}: {
  invitations: MyInvitationView[];
  onCreateOwn: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptMyInvitation();
  return (
    <Paper withBorder p="xl" radius="md" maw={640} data-testid="invitation-offer">
      <Stack>
        <Title order={1} fz="h2">
          {t('invitationFlow.offerTitle')}
        </Title>
        {accept.isError && <Alert color="red">{problemMessage(accept.error)}</Alert>}
        {invitations.map((invitation) => (
          <Stack key={invitation.id} gap="xs">
            <Text>
              {t('invitationFlow.offerText', {
                company: invitation.companyName,
                role: t(`team.roles.${invitation.role}`),
              })}
            </Text>
            {invitation.inviterName && (
              <Text size="sm" c="dimmed">
                {t('invitationFlow.offerInviter', { name: invitation.inviterName })}
              </Text>
            )}
            <Group>
              <Button
                leftSection={<IconUserPlus size={18} />}
                loading={accept.isPending && accept.variables === invitation.id}
                disabled={accept.isPending}
                onClick={() =>
                  // The promise, not mutate's callbacks: those are dropped when this offer
                  // unmounts, which it may as soon as the session is read again with the company.
                  accept.mutateAsync(invitation.id).then(
                    (joined) => {
                      // The dashboard welcomes the new member by the company's name.
                      void navigate('/dashboard', {
                        replace: true,
                        state: teamWelcomeState(joined.companyName),
                      });
                    },
                    () => {}, // shown above (accept.isError)
                  )
                }
              >
                {t('invitationFlow.offerAccept')}
              </Button>
            </Group>
          </Stack>
        ))}
        <Group>
          <Button variant="subtle" onClick={onCreateOwn} disabled={accept.isPending}>
            {t('invitationFlow.offerOwn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
