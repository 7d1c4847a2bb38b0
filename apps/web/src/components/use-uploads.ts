import { useEffect, useRef, useState } from 'react';
import type { UploadPurpose } from '@teklifal/core';
import {
  isAbort,
  refusalOf,
  sendFile,
  uploadFailureMessage,
  type UploadedFile,
  type UploadMessage,
  type UploadRequest,
} from '../lib/upload.ts';

/** The file being uploaded: its name and how much of it has been sent. */
export interface UploadProgress {
  name: string;
  percent: number;
}

/** A chosen file: uploading (with its percentage), then uploaded. */
export interface PendingUpload extends UploadProgress {
  key: string;
  size: number;
  uploaded: UploadedFile | null;
}

export interface UploadsOptions {
  /** What the files are for: the server's rules for type and size (UPLOAD_RULES). */
  purpose: UploadPurpose;
  /** How many files may be chosen. */
  max: number;
  /** The catalogue key saying so when more are chosen (with `{{max}}`). */
  fullKey: string;
  /**
   * Takes each file as it is uploaded, which then leaves the list (a file field keeps it in its
   * value). Without it the uploaded files stay listed until `removeSent`.
   */
  onUploaded?: (file: UploadedFile) => void;
  /**
   * Refuses a choice of more files than there is room for as a whole (a one-file field, where
   * taking the first would be a guess), rather than taking the files that fit.
   */
  refuseOverflow?: boolean;
}

/**
 * Files being uploaded: each starts as soon as it is chosen (after the same type and size check
 * the server makes), with its percentage, so a form sends only the uploaded ids. One hook for a
 * message's files (a chat message, a support ticket's) and for a one-file field (`max: 1`).
 */
export function useUploads({ purpose, max, fullKey, onUploaded, refuseOverflow }: UploadsOptions) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [problem, setProblem] = useState<UploadMessage | null>(null);
  const requests = useRef(new Map<string, UploadRequest>());
  const nextKey = useRef(0);

  // Leaving the page cancels the uploads still running.
  useEffect(() => {
    const running = requests.current;
    return () => running.forEach((request) => request.abort());
  }, []);

  const update = (key: string, changes: Partial<PendingUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  const drop = (key: string) => {
    requests.current.delete(key);
    setUploads((list) => list.filter((item) => item.key !== key));
  };

  function upload(file: File) {
    const key = `upload-${(nextKey.current += 1)}`;
    const request = sendFile(purpose, file, (percent) => update(key, { percent }));
    requests.current.set(key, request);
    setUploads((list) => [
      ...list,
      { key, name: file.name, size: file.size, percent: 0, uploaded: null },
    ]);
    request.promise.then(
      (uploaded) => {
        if (!onUploaded) {
          requests.current.delete(key);
          update(key, { uploaded, percent: 100 });
          return;
        }
        drop(key);
        onUploaded(uploaded);
      },
      (failure: unknown) => {
        drop(key);
        if (!isAbort(failure)) setProblem(uploadFailureMessage(failure));
      },
    );
  }

  function add(files: File[]) {
    setProblem(null);
    const room = max - uploads.length;
    if (files.length > room) {
      setProblem({ key: fullKey, params: { max: `${max}` } });
      if (refuseOverflow) return;
    }
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = refusalOf(purpose, file);
      if (refused) setProblem(refused);
      else upload(file);
    }
  }

  function remove(key: string) {
    requests.current.get(key)?.abort();
    drop(key);
  }

  /** Forgets the files a message took along (their uploads are done). */
  function removeSent(fileIds: readonly string[]) {
    setUploads((list) =>
      list.filter((item) => !item.uploaded || !fileIds.includes(item.uploaded.id)),
    );
    setProblem(null);
  }

  return {
    uploads,
    problem,
    uploading: uploads.some((item) => !item.uploaded),
    full: uploads.length >= max,
    fileIds: uploads.flatMap((item) => (item.uploaded ? [item.uploaded.id] : [])),
    add,
    remove,
    removeSent,
    clearProblem: () => setProblem(null),
  };
}
