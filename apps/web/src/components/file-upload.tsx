import {
  ActionIcon,
  Anchor,
  Box,
  CloseButton,
  Group,
  Image,
  Input,
  Paper,
  Progress,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptAttribute,
  allowedTypesLabel,
  formatFileSize,
  UPLOAD_RULES,
  type UploadPurpose,
} from '@teklifal/core';
import { currentLocale } from '../lib/i18n.ts';
import { fileTypeIconOf } from './file-type-icon.ts';
import {
  isAbort,
  refusalOf,
  sendFile,
  uploadFailureMessage,
  type UploadedFile,
  type UploadMessage,
  type UploadRequest,
} from '../lib/upload.ts';

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

function FileTypeIcon({ mimeType }: { mimeType: string }) {
  const Icon = fileTypeIconOf(mimeType);
  return (
    <ThemeIcon size={48} variant="light" radius="md" aria-hidden>
      <Icon size={28} />
    </ThemeIcon>
  );
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

const FOCUS_RING: CSSProperties = {
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: 2,
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
  const requestRef = useRef<UploadRequest | null>(null);
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<UploadMessage | null>(null);

  // Leaving the page cancels an upload still running.
  useEffect(() => () => requestRef.current?.abort(), []);

  const locale = currentLocale();
  const hint = t('files.hint', {
    types: allowedTypesLabel(purpose),
    max: formatFileSize(UPLOAD_RULES[purpose].maxBytes, locale),
  });

  function start(file: File) {
    setProblem(null);
    const refused = refusalOf(purpose, file);
    if (refused) {
      setProblem(refused);
      return;
    }
    requestRef.current?.abort();
    setProgress({ name: file.name, percent: 0 });
    const request = sendFile(purpose, file, (percent) =>
      setProgress((current) => (current ? { ...current, percent } : current)),
    );
    requestRef.current = request;
    request.promise.then(
      (uploaded) => {
        requestRef.current = null;
        setProgress(null);
        onChange(uploaded);
      },
      (failure: unknown) => {
        if (requestRef.current === request) requestRef.current = null;
        setProgress(null);
        if (isAbort(failure)) return;
        setProblem(uploadFailureMessage(failure));
      },
    );
  }

  function chooseFiles(files: FileList | null | undefined) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setProblem({ key: 'files.oneFile' });
      return;
    }
    const file = files[0];
    if (file) start(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!progress) chooseFiles(event.dataTransfer.files);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  }

  const shownError = problem
    ? 'text' in problem
      ? problem.text
      : t(problem.key, problem.params ?? {})
    : error;
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
      <Paper
        withBorder
        p="md"
        radius="md"
        aria-live="polite"
        style={focused ? FOCUS_RING : undefined}
      >
        <Text size="sm" fw={500} truncate>
          {t('files.uploading', { name: progress.name })}
        </Text>
        <Group gap="sm" wrap="nowrap" mt={6}>
          <Progress
            value={progress.percent}
            aria-label={t('files.progressLabel')}
            style={{ flex: 1 }}
            animated
          />
          <Text size="sm" c="dimmed" w={48} ta="right" data-testid="upload-percent">
            {t('files.progress', { percent: progress.percent })}
          </Text>
          <CloseButton aria-label={t('files.cancel')} onClick={() => requestRef.current?.abort()} />
        </Group>
      </Paper>
    );
  } else if (value) {
    const isImage = value.mimeType.startsWith('image/');
    body = (
      <Paper withBorder p="sm" radius="md" style={focused ? FOCUS_RING : undefined}>
        <Group gap="md" wrap="nowrap">
          {isImage ? (
            <Image
              src={value.url}
              alt={t('files.previewAlt', { name: value.originalName })}
              w={64}
              h={64}
              fit="contain"
              radius="sm"
            />
          ) : (
            <FileTypeIcon mimeType={value.mimeType} />
          )}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Anchor
              href={value.url}
              target="_blank"
              rel="noopener"
              size="sm"
              fw={500}
              display="block"
              truncate
              title={t('files.open')}
            >
              {value.originalName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatFileSize(value.size, locale)}
            </Text>
          </Box>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('files.remove')}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Paper>
    );
  } else {
    body = (
      <Paper
        withBorder
        p="lg"
        radius="md"
        data-testid="file-drop-area"
        data-dragging={dragging || undefined}
        // A pointer and drag-and-drop aid; assistive technology uses the labelled input.
        aria-hidden
        onClick={() => inputRef.current?.click()}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          cursor: 'pointer',
          borderColor: dragging
            ? 'var(--mantine-primary-color-filled)'
            : shownError
              ? 'var(--mantine-color-error)'
              : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
          ...(focused ? FOCUS_RING : {}),
        }}
      >
        <Group gap="md" wrap="nowrap" justify="center">
          <IconCloudUpload size={36} stroke={1.5} aria-hidden />
          <Box>
            <Text size="sm" fw={500}>
              {t('files.dropHere')}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Box>
        </Group>
      </Paper>
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
