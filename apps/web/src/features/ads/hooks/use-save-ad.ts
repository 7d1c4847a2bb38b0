import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdDraftInput, adDetailsRoute, type AdView } from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors } from '../../../lib/form.ts';
import { useCreateAd } from '../api/create-ad.ts';
import { useUpdateAd } from '../api/update-ad.ts';
import { toAdInput, type AdForm, type AdFormValues } from '../lib/ad-form-values.ts';

const notice = notices('ads');

/** Save only (a new or edited draft, or changes to a published ad), or save and publish. */
export type SaveIntent = 'save' | 'publish';

/**
 * Saves the ad form: POST a new ad or PUT the edited one, published in the same request when
 * asked (`?publish=true`: a refused publish stores nothing, so a retry never makes a second
 * draft), then go to the ad's page. A refusal puts the server's field errors under their inputs and returns the message to show
 * above the form (null when the fields say it all).
 */
export function useSaveAd(ad: AdView | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAd();
  const update = useUpdateAd();
  const [saving, setSaving] = useState<SaveIntent | null>(null);

  async function save(form: AdForm, values: AdFormValues, intent: SaveIntent) {
    setSaving(intent);
    try {
      // What the schema makes of the form (canonical decimals, trimmed texts, empty → none)
      // travels; the form was checked against it a moment ago.
      const raw = toAdInput(values);
      const parsed = AdDraftInput.safeParse(raw);
      const input: AdDraftInput = parsed.success ? parsed.data : raw;
      const publish = intent === 'publish';
      let saved: AdView;
      try {
        saved = ad
          ? await update.mutateAsync({ adId: ad.id, input, publish })
          : await create.mutateAsync({ input, publish });
      } catch (error) {
        notice.failure(error);
        return applyFieldErrors(form, error);
      }
      if (publish) notice.success(t('ads.form.published'));
      else notice.success(ad ? t('ads.form.updated') : t('ads.form.saved'));
      await navigate(adDetailsRoute(saved));
      return null;
    } finally {
      setSaving(null);
    }
  }

  return { save, saving };
}
