import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/**
 * A search box that reports what was typed once typing pauses, so the server is not asked
 * on every key. It starts from `value`; give it a new `key` to reset it from outside.
 */
export function SearchInput({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()), 350);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
