import { formatQuantity, type AuctionLine, type Locale } from '@teklifal/core';
import { i18n } from '../../../lib/i18n.ts';

/** "3 adet", "12,5 kg": a line's quantity and unit in the language shown. */
export const lineQuantity = (line: AuctionLine, locale: Locale) =>
  `${formatQuantity(line.quantity, locale)} ${i18n.t(`procurement.units.${line.unit}`, { defaultValue: line.unit })}`;
