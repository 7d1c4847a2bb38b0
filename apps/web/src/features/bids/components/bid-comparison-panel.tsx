import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  formatDateTime,
  orderRoute,
  type PublishedAdView,
  type AwardResult,
  type BidComparisonView,
} from '@teklifal/core';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { notices } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAwardAd } from '../api/award.ts';
import { useBidComparison } from '../api/bid-comparison.ts';
import {
  currencyGroups,
  defaultLineChoices,
  type PriceBasis,
  planOrders,
  toAwardInput,
  type AwardDraft,
} from '../lib/award-plan.ts';
import { adLines } from '../lib/bid-form.ts';
import { AwardControls, ReawardNotice } from './award-controls.tsx';
import { AwardedOrders, AwardResultAlert } from './award-result.tsx';
import { AwardSummaryModal } from './award-summary-modal.tsx';
import { ComparisonGrid } from './comparison-grid.tsx';
import { PriceBasisSwitch } from './price-basis-switch.tsx';
import { ExcelDownloadButton } from '../../../components/excel-download-button.tsx';
import { ConversionNote } from './conversion-note.tsx';

const notice = notices('bids');

/**
 * The owner's view of the bids on its ad: the comparison grid and the award. `auction` shows
 * what the app composes above the grid (the live auction's banner or its start, #14).
 */
export function BidComparisonPanel({
  ad,
  auction,
}: {
  ad: PublishedAdView;
  auction?: (comparison: BidComparisonView) => ReactNode;
}) {
  const { t } = useTranslation();
  const enabled = ad.abilities.viewBids;
  const comparison = useBidComparison(ad.id, enabled);
  if (!enabled) return null;

  let body;
  if (comparison.isPending) {
    body = (
      <Stack gap="xs" data-testid="comparison-skeleton">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  } else if (comparison.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Alert color="red" role="alert">
          {problemMessage(comparison.error)}
        </Alert>
        <Button variant="default" onClick={() => void comparison.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {auction?.(comparison.data)}
        <Comparison ad={ad} comparison={comparison.data} />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="bid-comparison-panel">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('bids.comparison.title')}
          </Title>
          {comparison.data && (
            <Text size="sm" c="dimmed">
              {t('bids.comparison.count', { count: comparison.data.bids.length })}
            </Text>
          )}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}

function Comparison({ ad, comparison }: { ad: PublishedAdView; comparison: BidComparisonView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const award = useAwardAd();
  const lines = adLines(ad);
  const { bids } = comparison;
  const reawardLines = lines.filter((line) => comparison.reawardableItemIds.includes(line.id));
  /** The award of the lines whose orders were declined (none: null), each to its cheapest bid. */
  const reawardDraft = (priceBasis: PriceBasis): AwardDraft | null => {
    const itemIds = reawardLines.map((line) => line.id);
    if (itemIds.length === 0) return null;
    return {
      mode: 'lines',
      choices: defaultLineChoices(itemIds, bids, ad.currency, priceBasis),
      onlyItemIds: itemIds,
    };
  };
  // A declined order's "Yeniden ata" links here with ?reaward=1: its re-award starts at once.
  const [params] = useSearchParams();
  const fromLink = params.get('reaward') === '1';
  const [chosen, setChosen] = useState<AwardDraft | null>(() =>
    fromLink ? reawardDraft('net') : null,
  );
  const controls = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fromLink) controls.current?.scrollIntoView?.({ block: 'center' });
  }, [fromLink]);
  const [reviewing, setReviewing] = useState(false);
  const [awardError, setAwardError] = useState<string | null>(null);
  const [result, setResult] = useState<AwardResult | null>(null);
  const [basis, setBasis] = useState<PriceBasis>('net');

  const canAward = comparison.awardable && bids.some((bid) => bid.acceptable);
  // While the ad may be awarded, the choice is always on screen (the whole ad, nothing chosen yet).
  const draft: AwardDraft | null = chosen ?? (canAward ? { mode: 'whole', bidId: null } : null);
  const reaward = draft?.mode === 'lines' && draft.onlyItemIds !== null;
  const plan = draft ? planOrders(draft, lines, bids) : null;
  const input = draft ? toAwardInput(draft) : null;

  const changeMode = (mode: AwardDraft['mode']) =>
    setChosen(
      mode === 'whole'
        ? { mode, bidId: null }
        : {
            mode,
            choices: defaultLineChoices(
              lines.map((line) => line.id),
              bids,
              ad.currency,
              basis,
            ),
            onlyItemIds: null,
          },
    );

  const startReaward = () => setChosen(reawardDraft(basis));

  const confirm = () => {
    if (!input) return;
    setAwardError(null);
    award.mutate(
      { adId: ad.id, input },
      {
        onSuccess: (awarded) => {
          setResult(awarded);
          setReviewing(false);
          setChosen(null);
          notice.success(
            <AwardedOrders result={awarded} onOpen={(id) => void navigate(orderRoute(id))} />,
          );
        },
        onError: (error) => {
          // Another award won, or a bid expired meanwhile: the grid refreshes; start over.
          if (error instanceof ApiError && error.code === 'CONFLICT') {
            setReviewing(false);
            setChosen(null);
            notice.failure(error);
          } else {
            setAwardError(problemMessage(error));
          }
        },
      },
    );
  };

  if (bids.length === 0) {
    return (
      <Stack gap="md">
        <SealedBanner comparison={comparison} />
        <EmptyState
          icon={<IconInbox size={28} />}
          title={t('bids.comparison.empty')}
          description={t('bids.comparison.emptyText')}
          data-testid="comparison-empty"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {result && <AwardResultAlert result={result} comparison={comparison} />}
      <SealedBanner comparison={comparison} />
      {currencyGroups(bids, ad.currency).length > 1 && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="currencies-note">
          {t('bids.comparison.currencies')}
          {comparison.conversion && <ConversionNote conversion={comparison.conversion} />}
        </Alert>
      )}
      {reawardLines.length > 0 && !reaward && (
        <ReawardNotice lines={reawardLines} onStart={startReaward} />
      )}
      {draft && (
        <div ref={controls}>
          <AwardControls
            draft={draft}
            reaward={reaward}
            canReview={input !== null}
            onModeChange={changeMode}
            onReview={() => {
              setAwardError(null);
              setReviewing(true);
            }}
            onCancel={() => setChosen(null)}
          />
        </div>
      )}
      <Group justify="space-between" gap="sm">
        <PriceBasisSwitch value={basis} onChange={setBasis} />
        <ExcelDownloadButton href={`/api/ads/${ad.id}/bids.xlsx`} />
      </Group>
      <ComparisonGrid
        ad={ad}
        comparison={comparison}
        draft={draft}
        basis={basis}
        onDraftChange={setChosen}
      />
      <AwardSummaryModal
        opened={reviewing && plan !== null}
        orders={plan?.orders ?? []}
        unassigned={plan?.unassigned ?? []}
        pending={award.isPending}
        error={awardError}
        onConfirm={confirm}
        onClose={() => setReviewing(false)}
      />
    </Stack>
  );
}

function SealedBanner({ comparison }: { comparison: BidComparisonView }) {
  const { t } = useTranslation();
  if (!comparison.amountsVisibleFrom) return null;
  const date =
    formatDateTime(comparison.amountsVisibleFrom, currentLocale()) ?? t('common.dateUnknown');
  return (
    <Alert color="blue" icon={<IconLock size={18} />} data-testid="sealed-banner">
      {t('bids.comparison.sealed', { date })}
    </Alert>
  );
}
