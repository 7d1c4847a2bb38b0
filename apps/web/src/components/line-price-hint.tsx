import { useDebouncedValue } from '@mantine/hooks';
import type { MantineSpacing } from '@mantine/core';
import type { Currency, Unit } from '@teklifal/core';
import { hintableName, useLinePriceHint } from '../lib/price-hints.ts';
import { PriceHintText } from './price-hint-text.tsx';

/** Typing pauses this long before the hint is asked for: one request per pause, not per key. */
export const LINE_HINT_DELAY_MS = 600;

interface LinePriceHintProps {
  /** '' until the ad's sector is chosen: no hint without one. */
  sectorId: string;
  unit: Unit;
  currency: Currency;
  name: string;
  mt?: MantineSpacing;
}

/**
 * The fair-price hint under a line being written (#14), once the line has a name, a unit and
 * the ad a sector; asked for when typing pauses. Nothing while the data is thin or the request
 * fails: a hint is a help, never in the way.
 */
export function LinePriceHint({ sectorId, unit, currency, name, mt }: LinePriceHintProps) {
  const [debouncedName] = useDebouncedValue(name, LINE_HINT_DELAY_MS);
  const asked = hintableName(debouncedName);
  const hint = useLinePriceHint(
    sectorId && asked ? { sectorId, unit, currency, name: asked } : null,
  );
  // The hint belongs to the name as it is now: none while the typed name is too short.
  if (!sectorId || !hintableName(name)) return null;
  return <PriceHintText hint={hint.data} mt={mt} />;
}
