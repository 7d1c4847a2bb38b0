import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdInput, adDetailsRoute, type AdView } from '@teklifal/core';
import { problemMessage } from '../../../lib/api-client.ts';
import { applyFieldErrors } from '../../../lib/form.ts';
import { useCreateAd } from '../api/create-ad.ts';
import { usePublishAd } from '../api/publish-ad.ts';
import { useUpdateAd } from '../api/update-ad.ts';
import { toAdInput, type AdForm, type AdFormValues } from './ad-form-values.ts';
import { notifyFailure, notifySuccess } from './feedback.ts';

/** Save only (a new or edited draft, or changes to a published ad), or save then publish. */
export type SaveIntent = 'save' | 'publish';

/**
 * Saves the ad form: POST a new ad or PUT the edited one, then publish it when asked, then
 * go to the ad's page. A refusal puts the server's field errors under their inputs and
 * returns the message to show above the form (null when the fields say it all).
 */
export function useSaveAd(ad: AdView | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAd();
  const update = useUpdateAd();
  const publish = usePublishAd();
  const [saving, setSaving] = useState<SaveIntent | null>(null);

  async function save(form: AdForm, values: AdFormValues, intent: SaveIntent) {
    setSaving(intent);
    try {
      // What the schema makes of the form (canonical decimals, trimmed texts) travels; the
      // form was checked against it a moment ago.
      const raw = toAdInput(values);
      const parsed = AdInput.safeParse(raw);
      const input: AdInput = parsed.success ? parsed.data : raw;
      let saved: AdView;
      try {
        saved = ad
          ? await update.mutateAsync({ adId: ad.id, input })
          : await create.mutateAsync(input);
      } catch (error) {
        notifyFailure(error);
        return applyFieldErrors(form, error);
      }
      if (intent === 'publish') {
        try {
          await publish.mutateAsync(saved.id);
        } catch (error) {
          // The draft exists now: continue from its edit page so a retry does not create another.
          notifyFailure(error, t('ads.form.publishFailed', { message: problemMessage(error) }));
          if (!ad) await navigate(`/myads/${saved.id}/edit`);
          return null;
        }
        notifySuccess(t('ads.form.published'));
      } else {
        notifySuccess(ad ? t('ads.form.updated') : t('ads.form.saved'));
      }
      await navigate(adDetailsRoute(saved));
      return null;
    } finally {
      setSaving(null);
    }
  }

  return { save, saving };
}
