import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconGavel, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdItemView } from '@teklifal/core';
import type { AwardDraft } from '../lib/award-plan.ts';

interface AwardControlsProps {
  draft: AwardDraft;
  /** A re-award of declined lines (per line only) rather than the first award. */
  reaward: boolean;
  canReview: boolean;
  onModeChange: (mode: AwardDraft['mode']) => void;
  onReview: () => void;
  onCancel: () => void;
}

/** How to award (whole ad or per line) and the button that shows the resulting orders. */
export function AwardControls({
  draft,
  reaward,
  canReview,
  onModeChange,
  onReview,
  onCancel,
}: AwardControlsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="award-controls">
      <Stack gap="sm">
        <Group gap="xs">
          <IconGavel size={20} aria-hidden />
          <Title order={3} fz="md">
            {t(reaward ? 'bids.award.reawardTitle' : 'bids.award.title')}
          </Title>
        </Group>
        {!reaward && (
          <SegmentedControl
            aria-label={t('fields.mode')}
            value={draft.mode}
            onChange={(value) => onModeChange(value === 'lines' ? 'lines' : 'whole')}
            data={[
              { value: 'whole', label: t('bids.award.modeWhole') },
              { value: 'lines', label: t('bids.award.modeLines') },
            ]}
            fullWidth
            maw={520}
          />
        )}
        <Text size="sm" c="dimmed">
          {t(draft.mode === 'whole' ? 'bids.award.wholeHint' : 'bids.award.linesHint')}
        </Text>
        <Group gap="sm">
          <Button onClick={onReview} disabled={!canReview}>
            {t('bids.award.review')}
          </Button>
          {reaward && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Lines whose order the seller declined: the buyer may give them to another bid. */
export function ReawardNotice({ lines, onStart }: { lines: AdItemView[]; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconRepeat size={18} />} title={t('bids.award.reawardTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('bids.award.reawardText', { names: lines.map((line) => line.name).join(', ') })}
        </Text>
        <Button size="xs" onClick={onStart}>
          {t('bids.award.reaward')}
        </Button>
      </Stack>
    </Alert>
  );
}
