import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/** How long typing must pause before the search is sent: the server is not asked per key. */
const SEARCH_DELAY_MS = 300;

type SearchInputProps = {
  label: string;
  placeholder?: string;
  /** The search in effect (from the address). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
} & Pick<TextInputProps, 'w' | 'maw' | 'description'>;

/**
 * A search box that reports what was typed once the typing pauses. When `value` changes from
 * outside (filters cleared, the back button), the box shows it.
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onSearch,
  w = { base: '100%', sm: 360 },
  ...props
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    // Our own report coming back (the same words, maybe without a trailing space) keeps the text.
    if (value !== text.trim()) setText(value);
  }
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DELAY_MS);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} />}
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      w={w}
      {...props}
    />
  );
}
