import { useEffect, type ReactNode } from 'react';
import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adDetailsRoute, isConfirmedSeller, type PublishedAdView } from '@teklifal/core';
import { AdNotFound } from '../../../components/ad-not-found.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAd } from '../../../lib/ad.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { actorOf, useMe } from '../../../lib/session.ts';
import { AdAttachments } from '../components/ad-attachments.tsx';
import { AdDescription } from '../components/ad-description.tsx';
import { AdHeader } from '../components/ad-header.tsx';
import { AdItemsTable } from '../components/ad-items-table.tsx';
import { AdOwnerCard } from '../components/ad-owner-card.tsx';
import { AdStatusNote } from '../components/ad-status-note.tsx';
import { AdTermsCard } from '../components/ad-terms-card.tsx';
import { QuestionsSection } from '../components/questions-section.tsx';

export interface AdDetailsPageProps {
  /**
   * The bids of the ad for this viewer, composed in app/ (features do not import each
   * other): the owner's comparison and award, or the seller's own bid and bid button.
   */
  /** Bids are on published ads only: a draft has none, and no panel. */
  bidsPanel?: (props: { ad: PublishedAdView; isOwner: boolean }) => ReactNode;
}

function DetailsSkeleton() {
  return (
    <Stack gap="lg" data-testid="ad-details-skeleton">
      <Skeleton h={180} radius="md" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /ad-details/{companyId}/{adId}: the ad for its owner or for a seller, with Q&A and bids. */
export function AdDetailsPage({ bidsPanel }: AdDetailsPageProps) {
  const { t } = useTranslation();
  const { adId = '', companyId = '' } = useParams();
  const navigate = useNavigate();
  const ad = useAd(adId);
  const me = useMe();
  usePageTitle(ad.data?.title ?? t('pages.adDetails'));

  // A link with the wrong company in it still names the ad: go to its real address.
  const canonical = ad.data ? adDetailsRoute(ad.data) : null;
  const misaddressed = ad.data !== undefined && ad.data.companyId !== companyId;
  useEffect(() => {
    if (misaddressed && canonical) void navigate(canonical, { replace: true });
  }, [misaddressed, canonical, navigate]);

  if (ad.isPending || misaddressed) return <DetailsSkeleton />;
  if (ad.isError) {
    if (ad.error instanceof ApiError && ad.error.status === 404) {
      return <AdNotFound backTo={isConfirmedSeller(actorOf(me.data)) ? '/ads' : '/myads'} />;
    }
    const message = t('adBrowse.details.loadError', { message: problemMessage(ad.error) });
    // Refused (403): the reason stands, asking again would not change it.
    if (ad.error instanceof ApiError && ad.error.status === 403) {
      return (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      );
    }
    return <LoadError message={message} onRetry={() => void ad.refetch()} />;
  }

  const view = ad.data;
  const isOwner = me.data?.company?.id === view.companyId;
  return (
    <Stack gap="lg">
      <AdHeader ad={view} />
      <AdStatusNote ad={view} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {view.description !== null && <AdDescription description={view.description} />}
            <AdItemsTable items={view.items} />
            <AdAttachments attachments={view.attachments} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {isOwner && <AdOwnerCard ad={view} />}
            <AdTermsCard ad={view} isOwner={isOwner} />
          </Stack>
        </Grid.Col>
      </Grid>
      {view.status !== 'draft' && bidsPanel?.({ ad: view, isOwner })}
      <QuestionsSection ad={view} isOwner={isOwner} />
    </Stack>
  );
}
