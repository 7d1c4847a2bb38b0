import { Box, Input, Text } from '@mantine/core';
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptAttribute,
  allowedTypesLabel,
  formatFileSize,
  UPLOAD_RULES,
  type UploadPurpose,
} from '@teklifal/core';
import { currentLocale } from '../lib/i18n.ts';
import { uploadMessageText, type UploadedFile } from '../lib/upload.ts';
import { FileDropArea, UploadedFilePanel, UploadProgressPanel } from './file-upload-panels.tsx';
import { useUploads } from './use-uploads.ts';

export type { UploadedFile, UploadPurpose };

export interface FileUploadProps {
  purpose: UploadPurpose;
  label: ReactNode;
  description?: ReactNode;
  /** The file chosen before (shown with a remove button). */
  value?: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** A field error to show, e.g. from the server. */
  error?: ReactNode;
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A file field: drop a file or choose one, see the upload's percentage, then the file (an
 * image preview, or its icon, name and size) with a remove button. Type and size are checked
 * here first with the rules the server applies again.
 */
export function FileUpload({
  purpose,
  label,
  description,
  value,
  onChange,
  error,
}: FileUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);
  const { uploads, problem, add, remove, clearProblem } = useUploads({
    purpose,
    max: 1,
    fullKey: 'files.oneFile',
    onUploaded: onChange,
    refuseOverflow: true,
  });
  const progress = uploads[0] ?? null;
  const chooseFiles = (files: FileList | null | undefined) => {
    if (files && files.length > 0) add([...files]);
  };

  const hint = t('files.hint', {
    types: allowedTypesLabel(purpose),
    max: formatFileSize(UPLOAD_RULES[purpose].maxBytes, currentLocale()),
  });
  const shownError = problem ? uploadMessageText(problem) : error;
  const hintId = `${id}-hint`;
  const describedBy = [
    description ? `${id}-description` : null,
    shownError ? `${id}-error` : null,
    hintId,
  ]
    .filter(Boolean)
    .join(' ');

  let body: ReactNode;
  if (progress) {
    body = (
      <UploadProgressPanel
        progress={progress}
        focused={focused}
        onCancel={() => remove(progress.key)}
      />
    );
  } else if (value) {
    body = (
      <UploadedFilePanel
        file={value}
        focused={focused}
        onRemove={() => {
          clearProblem();
          onChange(null);
        }}
      />
    );
  } else {
    body = (
      <FileDropArea
        hint={hint}
        focused={focused}
        invalid={Boolean(shownError)}
        dragging={dragging}
        onDraggingChange={setDragging}
        onClick={() => inputRef.current?.click()}
        onDropFiles={(files) => {
          if (!progress) chooseFiles(files);
        }}
      />
    );
  }

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={shownError}
      errorProps={{ role: 'alert' }}
    >
      <Box pos="relative" mt={description ? 4 : 2}>
        {body}
        <Text id={hintId} style={VISUALLY_HIDDEN}>
          {hint}
        </Text>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={acceptAttribute(purpose)}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          disabled={progress !== null}
          style={VISUALLY_HIDDEN}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            const files = event.currentTarget.files;
            chooseFiles(files);
            event.currentTarget.value = '';
          }}
        />
      </Box>
    </Input.Wrapper>
  );
}
