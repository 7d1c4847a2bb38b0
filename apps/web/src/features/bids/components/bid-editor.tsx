import { useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adDetailsRoute, type MyBidView, type PublishedAdView } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { notices } from '../../../lib/feedback.ts';
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
import { BidConflictAlert } from './bid-conflict-alert.tsx';
import { BidFormActions } from './bid-form-actions.tsx';
import { BidLinesEditor } from './bid-lines-editor.tsx';
import { BidTermsFields } from './bid-terms-fields.tsx';
import { useRefuseOwnAd } from '../hooks/use-refuse-own-ad.ts';

const notice = notices('bids');

interface BidEditorProps {
  ad: PublishedAdView;
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
        partialBids: ad.partialBids,
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
      const { input, rows } = toBidRequest(values, {
        submit,
        expectedRevision,
        partialBids: ad.partialBids,
      });
      save.mutate(
        { adId: ad.id, input },
        {
          onSuccess: () => {
            const done = !submit ? 'savedDraft' : revising ? 'updated' : 'submitted';
            notice.success(t(`bids.form.${done}`));
            void navigate(detailsPath);
          },
          onError: (error) => refused(error, rows),
        },
      );
    })();
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
        {conflict !== null && <BidConflictAlert detail={conflict.detail} onReload={onReload} />}
        <FormError message={problem} />

        <SectionCard title={t('bids.form.linesTitle')}>
          {form.errors.items && (
            <Text size="sm" c="red" role="alert" mb="xs">
              {form.errors.items}
            </Text>
          )}
          {ad.partialBids && (
            <Text size="sm" c="dimmed" mb="xs" data-testid="partial-bids-note">
              {t('bids.form.partialAllowed')}
            </Text>
          )}
          <BidLinesEditor form={form} lines={lines} readOnly={readOnly} />
        </SectionCard>

        <SectionCard title={t('bids.form.termsTitle')}>
          <Stack gap="md">
            <BidTermsFields
              form={form}
              adCurrency={ad.currency}
              currencyFixed={ad.bidCurrencyRule === 'fixed'}
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
        </SectionCard>

        <BidFormActions
          adId={ad.id}
          detailsPath={detailsPath}
          abilities={myBid.abilities}
          readOnly={readOnly}
          revising={revising}
          saving={save.isPending}
          pendingMode={pendingMode}
          onSaveDraft={() => send(false)}
          onWithdrawn={onWithdrawn}
        />
      </Stack>
    </form>
  );
}
