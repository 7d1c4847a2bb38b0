import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AuctionSellerView } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { currentLocale, i18n } from '../../../lib/i18n.ts';
import { usePlaceAuctionBid } from '../api/place-auction-bid.ts';
import {
  bidInputOf,
  checkDraft,
  currentLines,
  decimalForInput,
  draftTotal,
  highestNext,
  stepDown,
} from '../lib/bid-draft.ts';
import { lineQuantity } from '../lib/line-quantity.ts';

/** The prices as they stand, as the inputs show them in the language shown. */
const typedOf = (view: AuctionSellerView, locale: string) =>
  currentLines(view).map((line) => decimalForInput(line.unitPrice, locale));

/**
 * The participant's next bid while the auction runs: a new unit price per line, only down,
 * with the highest price allowed next beside it and a "one step down" button; the live total
 * and, on the total, the highest total allowed. Checked with core's rules before it goes; the
 * server alone accepts it.
 */
export function AuctionBidForm({ view }: { view: AuctionSellerView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const place = usePlaceAuctionBid();
  const [typed, setTyped] = useState(() => typedOf(view, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pricesKey = view.prices.map((price) => price.unitPrice).join('|');

  // New prices from the server (this bid taken, or a refresh): the form starts from them.
  useEffect(() => {
    setTyped(typedOf(view, locale));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the prices change
  }, [pricesKey, locale]);

  const money = (value: string) => formatMoney(value, view.auction.currency, locale);
  const highest = highestNext(view);
  const lines = currentLines(view);
  const names = new Map(view.lines.map((line) => [line.adItemId, line]));
  const total = draftTotal(lines, typed);

  const setPrice = (index: number, value: string) => {
    setTyped((before) => before.map((entry, i) => (i === index ? value : entry)));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = checkDraft(view, typed, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    place.mutate(
      { auctionId: view.auction.id, input: bidInputOf(view, typed) },
      {
        onSuccess: (fresh) =>
          showSuccess(
            i18n.t('auctions.bidForm.sentTitle'),
            t('auctions.bidForm.sent', {
              total: formatMoney(fresh.total, fresh.auction.currency, locale),
            }),
          ),
        onError: (error) => {
          showFailure(i18n.t('auctions.bidForm.refusedTitle'), error);
          if (error instanceof ApiError && error.problem.errors?.length) {
            setErrors(error.fieldErrors());
          } else {
            setFormError(problemMessage(error));
          }
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="auction-bid-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('auctions.bidForm.title')}
          </Title>
          <FormError message={formError} />
          <Stack gap={0}>
            {lines.map((line, index) => {
              const meta = names.get(line.adItemId);
              const name = meta?.name ?? '';
              const max = highest.lines.get(line.adItemId) ?? null;
              const field = `prices.${index}.unitPrice`;
              const down = () => {
                const next = stepDown(view, typed, index);
                if (next) setPrice(index, decimalForInput(next, locale));
              };
              return (
                <Group
                  key={line.adItemId}
                  justify="space-between"
                  align="flex-start"
                  gap="sm"
                  py="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                  data-testid="auction-bid-line"
                >
                  <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {meta ? `${lineQuantity(meta, locale)} · ` : ''}
                      {t('auctions.bidForm.current', { price: money(line.unitPrice) })}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <TextInput
                      aria-label={t('auctions.bidForm.unitPrice', { name })}
                      inputMode="decimal"
                      value={typed[index] ?? ''}
                      onChange={(event) => setPrice(index, event.currentTarget.value)}
                      error={errors[field]}
                      description={
                        view.auction.basis === 'line'
                          ? max
                            ? t('auctions.bidForm.maxUnit', { price: money(max) })
                            : t('auctions.bidForm.nothingLeft')
                          : undefined
                      }
                      inputWrapperOrder={['input', 'description', 'error']}
                      w={140}
                      data-testid={`auction-price-${index}`}
                    />
                    <Button
                      variant="default"
                      onClick={down}
                      aria-label={t('auctions.bidForm.stepDownLabel', { name })}
                      leftSection={<IconArrowDown size={16} />}
                      px="xs"
                    >
                      {t('auctions.bidForm.stepDown')}
                    </Button>
                  </Group>
                </Group>
              );
            })}
          </Stack>
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('auctions.bidForm.newTotal')}
              </Text>
              <Text fw={700} size="xl" data-testid="auction-draft-total">
                {money(total)}
              </Text>
              {view.auction.basis === 'total' && (
                <Text size="sm" data-testid="auction-max-total">
                  {highest.total
                    ? t('auctions.bidForm.maxTotal', { price: money(highest.total) })
                    : t('auctions.bidForm.nothingLeft')}
                </Text>
              )}
              {errors.prices && (
                <Text size="sm" c="red" role="alert" data-testid="auction-total-error">
                  {errors.prices}
                </Text>
              )}
            </Stack>
            <Group gap="sm">
              <Button
                variant="subtle"
                leftSection={<IconRefresh size={16} />}
                onClick={() => {
                  setTyped(typedOf(view, locale));
                  setErrors({});
                }}
              >
                {t('auctions.bidForm.reset')}
              </Button>
              <Button type="submit" loading={place.isPending} leftSection={<IconSend size={16} />}>
                {t('auctions.bidForm.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
