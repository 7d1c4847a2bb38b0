import { useEffect, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigation } from 'react-router';

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
 * outside (filters cleared, the back button), the box shows it. A search still waiting when the
 * user leaves for another page (a click on a result within the pause) is dropped: sent, it would
 * replace that navigation while the next page loads.
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
  const { pathname } = useLocation();
  const leaving = useNavigation().location?.pathname;
  useEffect(() => {
    if (leaving !== undefined && leaving !== pathname) report.cancel();
  }, [leaving, pathname, report]);
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
