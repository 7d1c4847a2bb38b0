import {
  checkUpload,
  guessMimeType,
  isProblem,
  type Problem,
  type UploadedFile,
  type UploadPurpose,
} from '@teklifal/core';
import { ApiError } from './api-client.ts';
import { currentLocale, i18n } from './i18n.ts';

export type { UploadedFile };

/** A running upload: its answer, and a way to cancel it (the promise then rejects AbortError). */
export interface UploadRequest {
  promise: Promise<UploadedFile>;
  abort: () => void;
}

const problemOf = (status: number, titleKey: 'errors.INTERNAL' | 'errors.network'): Problem => ({
  type: 'about:blank',
  title: i18n.t(titleKey),
  status,
  code: 'INTERNAL',
});

/**
 * POST /api/files with XMLHttpRequest, the one browser API that reports upload progress.
 * Same origin, with the session cookie and the chosen language, like every API call.
 */
export function sendFile(
  purpose: UploadPurpose,
  file: File,
  onProgress: (percent: number) => void,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', '/api/files');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLocale());
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as UploadedFile);
      else reject(new ApiError(isProblem(data) ? data : problemOf(xhr.status, 'errors.INTERNAL')));
    });
    xhr.addEventListener('error', () => reject(new ApiError(problemOf(0, 'errors.network'))));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

export const isAbort = (failure: unknown) =>
  failure instanceof DOMException && failure.name === 'AbortError';

/** A message from the catalogue (shown in the current language) or the server's text. */
export type UploadMessage = { key: string; params?: Record<string, string> } | { text: string };

/** The server's words for a refused upload: the field's error, else the problem's title. */
export function uploadFailureMessage(error: unknown): UploadMessage {
  if (error instanceof ApiError) {
    const fieldError =
      error.problem.errors?.find((e) => e.field === 'file') ?? error.problem.errors?.[0];
    return { text: fieldError?.message ?? error.problem.title };
  }
  return { key: 'files.failed' };
}

/**
 * The browser's own check of a chosen file, with the rules the server applies again: why it
 * is refused (in the catalogue's words), or null to upload it.
 */
export function refusalOf(purpose: UploadPurpose, file: File): UploadMessage | null {
  const refused = checkUpload(purpose, { mimeType: guessMimeType(file), size: file.size });
  return refused ? { key: refused.messageKey, params: refused.params } : null;
}

/** An upload's message in the language shown now. */
export function uploadMessageText(message: UploadMessage): string {
  return 'text' in message ? message.text : i18n.t(message.key, message.params ?? {});
}
