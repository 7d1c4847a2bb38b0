import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { toTurkishLower } from '@teklifal/core';

const matches = (label: string, needle: string) =>
  toTurkishLower(label).includes(needle) || label.toLowerCase().includes(needle);

/**
 * A combobox search that knows Turkish letters ("İstanbul" is found by "ist", "Iğdır" by
 * "ığ"). A group whose name matches keeps all its options.
 */
export const turkishOptionsFilter: OptionsFilter = ({ options, search }) => {
  const needle = toTurkishLower(search.trim());
  if (!needle) return options;
  const out: ComboboxParsedItem[] = [];
  for (const option of options) {
    if ('group' in option) {
      const groupMatches = typeof option.group === 'string' && matches(option.group, needle);
      const items = groupMatches
        ? option.items
        : option.items.filter((item: ComboboxItem) => matches(item.label, needle));
      if (items.length > 0) out.push({ ...option, items });
    } else if (matches(option.label, needle)) {
      out.push(option);
    }
  }
  return out;
};
