import { useRef, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adDetailsRoute, type AdView, type MyBidView } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSaveBid } from '../api/save-bid.ts';
import {
  adLines,
  formErrorsOf,
  initialBidFormValues,
  toBidRequest,
  validateBidForm,
  type BidFormValues,
} from '../lib/bid-form.ts';
import { BidAttachmentsField } from './bid-attachments-field.tsx';
import { BidLinesEditor } from './bid-lines-editor.tsx';
import { BidTermsFields } from './bid-terms-fields.tsx';
import { notifySuccess } from './feedback.ts';
import { useRefuseOwnAd } from './use-refuse-own-ad.ts';
import { WithdrawBidButton } from './withdraw-bid-button.tsx';

interface BidEditorProps {
  ad: AdView;
  /** The bid as the page loaded it: its revision is what a save expects to replace. */
  myBid: MyBidView;
  /** Nothing may change: the deadline passed, the ad is not open, or the bid is decided. */
  readOnly: boolean;
  /** Loads the bid again and starts the form over from it. */
  onReload: () => Promise<void>;
  /** Called after a withdrawal, when the page reloads the bid it shows. */
  onWithdrawn: () => void;
}

/**
 * The bid form. `expectedRevision` is the revision it was loaded from, so a second person
 * revising the same bid gets a conflict instead of silently overwriting the first.
 */
export function BidEditor({ ad, myBid, readOnly, onReload, onWithdrawn }: BidEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refuseOwnAd = useRefuseOwnAd();
  const save = useSaveBid();
  const lines = adLines(ad);
  const submitMode = useRef(true);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's own words about the conflict, if it gave any.
  const [conflict, setConflict] = useState<{ detail: string | null } | null>(null);
  const [reloading, setReloading] = useState(false);
  const detailsPath = adDetailsRoute(ad);
  // The bid as loaded, kept while the form lives: a background refetch must not move the
  // revision a save expects, or a concurrent change would be overwritten without a conflict.
  const [loaded] = useState(myBid.bid);
  const expectedRevision = loaded?.revision ?? null;
  // A bid the buyer has already received is updated; a draft or a withdrawn one is sent anew.
  const revising = loaded !== null && !['draft', 'withdrawn'].includes(loaded.status);

  const [initialValues] = useState(() => initialBidFormValues(ad, myBid, currentLocale()));
  const form = useForm<BidFormValues>({
    initialValues,
    validate: (values) =>
      validateBidForm(values, {
        submit: submitMode.current,
        lines,
        bidDeadline: ad.bidDeadline,
      }),
    validateInputOnBlur: true,
  });

  function refused(error: unknown, rows: number[]) {
    if (error instanceof ApiError && error.code === 'CONFLICT') {
      setConflict({ detail: error.problem.detail ?? null });
      return;
    }
    if (error instanceof ApiError && error.code === 'OWN_AD_BID') {
      refuseOwnAd();
      return;
    }
    if (error instanceof ApiError && error.problem.errors?.length) {
      form.setErrors(formErrorsOf(error.fieldErrors(), rows));
    }
    setProblem(problemMessage(error));
  }

  const send = (submit: boolean) => {
    submitMode.current = submit;
    setProblem(null);
    setConflict(null);
    form.onSubmit((values) => {
      const { input, rows } = toBidRequest(values, { submit, expectedRevision });
      save.mutate(
        { adId: ad.id, input },
        {
          onSuccess: () => {
            const done = !submit ? 'savedDraft' : revising ? 'updated' : 'submitted';
            notifySuccess(t(`bids.form.${done}`));
            void navigate(detailsPath);
          },
          onError: (error) => refused(error, rows),
        },
      );
    })();
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  const pendingMode = save.isPending ? save.variables.input.submit : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly && myBid.abilities.submit) send(true);
      }}
    >
      <Stack gap="lg">
        {conflict !== null && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={t('bids.form.conflictTitle')}
            role="alert"
            data-testid="bid-conflict"
          >
            <Stack gap="xs" align="flex-start">
              {/* The server says what changed: a revision, the deadline, a decision. */}
              <Text size="sm">{conflict.detail ?? t('bids.form.conflictText')}</Text>
              <Button
                size="xs"
                leftSection={<IconRefresh size={16} />}
                loading={reloading}
                onClick={() => void reload()}
              >
                {t('bids.form.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        <FormError message={problem} />

        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="sm">
            {t('bids.form.linesTitle')}
          </Title>
          {form.errors.items && (
            <Text size="sm" c="red" role="alert" mb="xs">
              {form.errors.items}
            </Text>
          )}
          <BidLinesEditor form={form} lines={lines} readOnly={readOnly} />
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="sm">
            {t('bids.form.termsTitle')}
          </Title>
          <Stack gap="md">
            <BidTermsFields
              form={form}
              adCurrency={ad.currency}
              bidDeadline={ad.bidDeadline}
              readOnly={readOnly}
            />
            <BidAttachmentsField
              value={form.values.attachments}
              onChange={(files) => form.setFieldValue('attachments', files)}
              error={
                typeof form.errors.attachments === 'string' ? form.errors.attachments : undefined
              }
              readOnly={readOnly}
            />
          </Stack>
        </Card>

        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Group gap="sm">
            <Button variant="default" component={Link} to={detailsPath}>
              {t('bids.page.backToAd')}
            </Button>
            {myBid.abilities.withdraw && (
              <WithdrawBidButton adId={ad.id} onWithdrawn={onWithdrawn} />
            )}
          </Group>
          {!readOnly && (
            <Group gap="sm">
              {myBid.abilities.save && (
                <Button
                  variant="default"
                  leftSection={<IconDeviceFloppy size={18} />}
                  loading={pendingMode === false}
                  disabled={save.isPending && pendingMode !== false}
                  onClick={() => send(false)}
                >
                  {t('bids.form.saveDraft')}
                </Button>
              )}
              {myBid.abilities.submit && (
                <Button
                  type="submit"
                  leftSection={<IconSend size={18} />}
                  loading={pendingMode === true}
                  disabled={save.isPending && pendingMode !== true}
                >
                  {t(revising ? 'bids.form.update' : 'bids.form.submit')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  );
}
