import { Button, FileButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { acceptAttribute, type UploadPurpose } from '@teklifal/core';

/**
 * "Attach files": a button that opens the file picker for several files of a purpose (its types
 * in `accept`), disabled once the message has as many files as it may take.
 */
export function AttachFilesButton({
  purpose,
  label,
  disabled,
  title,
  onChoose,
}: {
  purpose: UploadPurpose;
  label: string;
  disabled: boolean;
  title?: string;
  onChoose: (files: File[]) => void;
}) {
  return (
    <FileButton
      multiple
      accept={acceptAttribute(purpose)}
      onChange={onChoose}
      disabled={disabled}
      inputProps={{ 'aria-label': label }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconPaperclip size={16} />}
          disabled={disabled}
          title={title}
          style={{ flexShrink: 0 }}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}
