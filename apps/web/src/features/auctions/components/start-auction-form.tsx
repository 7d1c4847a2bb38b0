import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  AUCTION_EXTENSION_MAX,
  AUCTION_MINUTES_MAX,
  AUCTION_MINUTES_MIN,
  AUCTION_PARTICIPANTS_MIN,
  AUCTION_PERCENT_MAX,
  formatMoney,
  type AuctionSummary,
  type Currency,
} from '@teklifal/core';
import { DeadlinePicker } from '../../../components/deadline-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useStartAuction } from '../api/start-auction.ts';
import {
  initialStartValues,
  needsLineBasis,
  toAuctionInput,
  validateStart,
  type Candidate,
  type StartFormValues,
} from '../lib/start-form.ts';

/**
 * "Canlı eksiltme başlat": which bids take part (every eligible one by default), when it
 * starts (now or a later Istanbul time), how long, the ranking basis, the minimum step (an
 * amount or a percentage), the extension rule and whether sellers see the best price. Checked
 * with core's AuctionInput before it goes; the server's refusals land on their fields.
 */
export function StartAuctionForm({
  adId,
  currency,
  candidates,
  onStarted,
  onCancel,
}: {
  adId: string;
  currency: Currency;
  candidates: Candidate[];
  onStarted: (auction: AuctionSummary) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const start = useStartAuction();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<StartFormValues>({
    initialValues: initialStartValues(candidates, new Date()),
    validate: (values) => validateStart(values, candidates, new Date(), currentLocale()),
  });
  const { values } = form;
  const lineOnly = needsLineBasis(values, candidates);
  const ineligible = candidates.filter((candidate) => !candidate.eligible);

  const submit = form.onSubmit((chosen) => {
    setError(null);
    start.mutate(
      { adId, input: toAuctionInput(chosen, new Date()) },
      {
        onSuccess: onStarted,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.problem.errors?.length) {
            const fields = failure.fieldErrors();
            form.setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([field, message]) => [
                  field.startsWith('bidIds') ? 'bidIds' : field,
                  message,
                ]),
              ),
            );
          } else {
            setError(problemMessage(failure));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="start-auction-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auctions.start.intro')}
        </Text>
        <FormError message={error} />
        <Checkbox.Group
          label={t('auctions.start.participants')}
          description={t('auctions.start.participantsHint', {
            currency,
            min: AUCTION_PARTICIPANTS_MIN,
          })}
          value={values.bidIds}
          onChange={(bidIds) => form.setFieldValue('bidIds', bidIds)}
          error={form.errors.bidIds}
          required
        >
          <Stack gap={6} mt="xs">
            {candidates
              .filter((candidate) => candidate.eligible)
              .map(({ bid, partial }) => (
                <Checkbox
                  key={bid.id}
                  value={bid.id}
                  label={
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={600} span>
                        {bid.company.name}
                      </Text>
                      <Text size="sm" c="dimmed" span>
                        {bid.total ? formatMoney(bid.total, bid.currency, locale) : ''}
                      </Text>
                      {partial && (
                        <Badge size="xs" color="orange" variant="light">
                          {t('auctions.start.partialBid')}
                        </Badge>
                      )}
                    </Group>
                  }
                />
              ))}
          </Stack>
        </Checkbox.Group>
        {ineligible.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="auction-ineligible">
            {t('auctions.start.notEligible', {
              names: ineligible.map((candidate) => candidate.bid.company.name).join(', '),
            })}
          </Text>
        )}
        <Input.Wrapper label={t('auctions.start.startMode')}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={values.startMode}
            onChange={(mode) =>
              form.setFieldValue('startMode', mode as StartFormValues['startMode'])
            }
            data={[
              { value: 'now', label: t('auctions.start.startNow') },
              { value: 'later', label: t('auctions.start.startLater') },
            ]}
          />
        </Input.Wrapper>
        {values.startMode === 'later' && (
          <DeadlinePicker
            label={t('fields.startsAt')}
            value={values.startsAt}
            onChange={(value) => form.setFieldValue('startsAt', value)}
            error={form.errors.startsAt}
            required
          />
        )}
        {values.startMode === 'now' && form.errors.startsAt && (
          <Text size="sm" c="red" role="alert">
            {form.errors.startsAt}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t('fields.durationMinutes')}
            min={AUCTION_MINUTES_MIN}
            max={AUCTION_MINUTES_MAX}
            allowDecimal={false}
            allowNegative={false}
            suffix={locale === 'tr' ? ' dk' : ' min'}
            required
            {...form.getInputProps('durationMinutes')}
          />
          <NumberInput
            label={t('fields.extensionMinutes')}
            description={
              Number(values.extensionMinutes) > 0
                ? t('auctions.start.extensionHint', { count: Number(values.extensionMinutes) })
                : t('auctions.start.extensionOff')
            }
            min={0}
            max={AUCTION_EXTENSION_MAX}
            allowDecimal={false}
            allowNegative={false}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('extensionMinutes')}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('fields.basis')}
          description={lineOnly ? t('auctions.start.basisPartial') : undefined}
          value={values.basis}
          onChange={(basis) => form.setFieldValue('basis', basis as StartFormValues['basis'])}
          error={form.errors.basis}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="total"
              label={t('auctions.basis.total')}
              description={t('auctions.start.basisTotalHint')}
              disabled={lineOnly}
            />
            <Radio
              value="line"
              label={t('auctions.basis.line')}
              description={t('auctions.start.basisLineHint')}
            />
          </Stack>
        </Radio.Group>
        <Input.Wrapper label={t('fields.decrementKind')}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={values.decrementKind}
            onChange={(kind) =>
              form.setFieldValue('decrementKind', kind as StartFormValues['decrementKind'])
            }
            data={[
              { value: 'percent', label: t('auctions.start.decrementKind.percent') },
              { value: 'amount', label: t('auctions.start.decrementKind.amount', { currency }) },
            ]}
          />
        </Input.Wrapper>
        <TextInput
          label={t('fields.decrementValue')}
          description={
            values.decrementKind === 'amount'
              ? t('auctions.start.decrementAmountHint')
              : t('auctions.start.decrementPercentHint', { max: AUCTION_PERCENT_MAX })
          }
          inputMode="decimal"
          rightSection={
            <Text size="sm" c="dimmed">
              {values.decrementKind === 'amount' ? currency : '%'}
            </Text>
          }
          rightSectionWidth={48}
          required
          {...form.getInputProps('decrementValue')}
        />
        <Switch
          label={t('fields.showBestPrice')}
          description={t('auctions.start.showBestPriceHint')}
          {...form.getInputProps('showBestPrice', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={start.isPending}>
            {t(
              values.startMode === 'now'
                ? 'auctions.start.submitNow'
                : 'auctions.start.submitLater',
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
