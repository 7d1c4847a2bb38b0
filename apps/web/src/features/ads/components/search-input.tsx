import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/**
 * A search box that reports what was typed once the typing pauses. It starts from `value`;
 * give it a new `key` to reset it from outside.
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()), 300);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} />}
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
