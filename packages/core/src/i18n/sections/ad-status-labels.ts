import { defineSection } from '../section.ts';

/** Status words beyond the ad's own states (core's adStatusLabel picks them). */
export const adStatusLabelsMessages = defineSection(
  {
    closedEarly: 'Erken kapatıldı',
    closedEarlyNote: 'Alıcı bu ilanı süresinden önce kapattı; yeni teklif verilemez.',
  },
  {
    closedEarly: 'Closed early',
    closedEarlyNote: 'The buyer closed this request before its deadline; no new bids.',
  },
);
