import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { matchesSearch } from '@teklifal/core';

/**
 * The search of every searchable Select, MultiSelect and Autocomplete: core's folding rule
 * ("istanbul" and "İSTANBUL" find "İstanbul", "cankiri" finds "Çankırı", "celik" finds "Çelik"),
 * every word of the search anywhere in the label. A group whose name matches keeps all its
 * options; an option also matches with its group's name ("metal celik").
 */
export const turkishOptionsFilter: OptionsFilter = ({ options, search }) => {
  if (!search.trim()) return options;
  const out: ComboboxParsedItem[] = [];
  for (const option of options) {
    if ('group' in option) {
      const group = typeof option.group === 'string' ? option.group : '';
      const items = matchesSearch(group, search)
        ? option.items
        : option.items.filter((item: ComboboxItem) =>
            matchesSearch(`${group} ${item.label}`, search),
          );
      if (items.length > 0) out.push({ ...option, items });
    } else if (matchesSearch(option.label, search)) {
      out.push(option);
    }
  }
  return out;
};
