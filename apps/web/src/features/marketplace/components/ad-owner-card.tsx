import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdView } from '@teklifal/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';

/**
 * The owner's box: bids received, whom the ad was sent to, and the way to change it. The
 * state commands (publish, extend, close, cancel, duplicate) live on /myads, in one place.
 */
export function AdOwnerCard({ ad }: { ad: AdView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('adBrowse.details.owner.title')}
        </Title>
        {ad.bidCount !== null && (
          <LabelledValue label={t('adBrowse.details.owner.bidCount')}>
            <Text fz="xl" fw={700} data-testid="bid-count">
              {ad.bidCount}
            </Text>
          </LabelledValue>
        )}
        {ad.visibility === 'invited' && (
          <LabelledValue label={t('adBrowse.details.owner.invited')}>
            {ad.invitedSellers && ad.invitedSellers.length > 0 ? (
              <List size="sm" spacing={4} data-testid="invited-sellers">
                {ad.invitedSellers.map((seller) => (
                  <List.Item key={seller.id}>
                    {seller.name}{' '}
                    <Text span size="xs" c="dimmed">
                      ({seller.city})
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('adBrowse.details.owner.noInvited')}
              </Text>
            )}
          </LabelledValue>
        )}
        <Group gap="sm" wrap="wrap">
          {ad.abilities.edit && (
            <Button
              component={Link}
              to={`/myads/${encodeURIComponent(ad.id)}/edit`}
              leftSection={<IconPencil size={16} />}
            >
              {t('adBrowse.details.owner.edit')}
            </Button>
          )}
          <Button
            component={Link}
            to="/myads"
            variant="default"
            leftSection={<IconListDetails size={16} />}
          >
            {t('adBrowse.details.owner.manage')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('adBrowse.details.owner.manageHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
