import { useState } from 'react';
import { Button, Group, Input, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RatingInput, type OrderView, type RatingView } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useRateOrder } from '../api/rate-order.ts';
import { day } from '../lib/format.ts';

const notice = notices('orders');

function RatingCard({
  title,
  rating,
  testId,
}: {
  title: string;
  rating: RatingView;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Group gap="xs" mt={4}>
        <Rating
          value={rating.stars}
          readOnly
          role="img"
          aria-label={t('orders.rating.starLabel', { count: rating.stars })}
        />
        <Text size="xs" c="dimmed">
          {t('orders.rating.by', { company: rating.raterCompanyName, date: day(rating.createdAt) })}
        </Text>
      </Group>
      <Text
        size="sm"
        mt={4}
        c={rating.comment ? undefined : 'dimmed'}
        style={{ whiteSpace: 'pre-line' }}
      >
        {rating.comment ?? t('orders.rating.noComment')}
      </Text>
    </div>
  );
}

function RatingForm({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const rate = useRateOrder(order.id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ stars: number; comment: string }>({
    initialValues: { stars: 0, comment: '' },
    validate: zodValidator(RatingInput),
  });
  const other = order.side === 'buyer' ? order.seller : order.buyer;

  const submit = form.onSubmit((values) => {
    setError(null);
    rate.mutate(RatingInput.parse(values), {
      onSuccess: () => notice.success(t('orders.rating.done')),
      onError: (e) => setError(applyFieldErrors(form, e)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('orders.rating.text', { company: other.name })}
        </Text>
        <FormError message={error} />
        <Input.Wrapper
          label={t('fields.stars')}
          labelElement="div"
          required
          error={form.errors.stars}
        >
          <Rating
            size="lg"
            mt={4}
            value={form.values.stars}
            onChange={(stars) => form.setFieldValue('stars', stars)}
            getSymbolLabel={(count) => t('orders.rating.starLabel', { count })}
          />
        </Input.Wrapper>
        <Textarea
          label={t('fields.comment')}
          description={t('common.optional')}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('comment')}
        />
        <Group>
          <Button type="submit" loading={rate.isPending}>
            {t('orders.rating.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rating the other side after completion, once; then both ratings as given. */
export function OrderRatingPanel({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { mine, theirs } = order.ratings;
  if (!order.abilities.rate && !mine && !theirs) return null;
  return (
    <Paper withBorder radius="md" p="md" className="print-hidden" data-testid="order-rating">
      <Title order={2} fz="lg" mb="sm">
        {t('orders.rating.title')}
      </Title>
      <Stack gap="md">
        {order.abilities.rate && <RatingForm order={order} />}
        {mine && <RatingCard title={t('orders.rating.mine')} rating={mine} testId="rating-mine" />}
        {theirs && (
          <RatingCard title={t('orders.rating.theirs')} rating={theirs} testId="rating-theirs" />
        )}
      </Stack>
    </Paper>
  );
}
