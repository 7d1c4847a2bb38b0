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

/** A file chosen for the next message: uploading (with its percentage), then uploaded. */
export interface PendingAttachment {
  key: string;
  name: string;
  size: number;
  percent: number;
  uploaded: UploadedFile | null;
}

export interface AttachmentUploadsOptions {
  /** What the files are for: the server's rules for type and size (UPLOAD_RULES). */
  purpose: UploadPurpose;
  /** How many files one message may take. */
  max: number;
  /** The catalogue key saying so when more are chosen (with `{{max}}`). */
  fullKey: string;
}

/**
 * The files of a message being written (a chat message, a support ticket's). Each starts
 * uploading as soon as it is chosen (after the same type and size check the server makes), so
 * sending only names the uploaded ids.
 */
export function useAttachmentUploads({ purpose, max, fullKey }: AttachmentUploadsOptions) {
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);
  const [problem, setProblem] = useState<UploadMessage | null>(null);
  const requests = useRef(new Map<string, UploadRequest>());
  const nextKey = useRef(0);

  // Leaving the page cancels the uploads still running.
  useEffect(() => {
    const running = requests.current;
    return () => running.forEach((request) => request.abort());
  }, []);

  const update = (key: string, changes: Partial<PendingAttachment>) =>
    setAttachments((list) =>
      list.map((item) => (item.key === key ? { ...item, ...changes } : item)),
    );
  const drop = (key: string) => {
    requests.current.delete(key);
    setAttachments((list) => list.filter((item) => item.key !== key));
  };

  function upload(file: File) {
    const key = `attachment-${(nextKey.current += 1)}`;
    const request = sendFile(purpose, file, (percent) => update(key, { percent }));
    requests.current.set(key, request);
    setAttachments((list) => [
      ...list,
      { key, name: file.name, size: file.size, percent: 0, uploaded: null },
    ]);
    request.promise.then(
      (uploaded) => {
        requests.current.delete(key);
        update(key, { uploaded, percent: 100 });
      },
      (failure: unknown) => {
        drop(key);
        if (!isAbort(failure)) setProblem(uploadFailureMessage(failure));
      },
    );
  }

  function add(files: File[]) {
    setProblem(null);
    const room = max - attachments.length;
    if (files.length > room) setProblem({ key: fullKey, params: { max: `${max}` } });
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
    setAttachments((list) =>
      list.filter((item) => !item.uploaded || !fileIds.includes(item.uploaded.id)),
    );
    setProblem(null);
  }

  return {
    attachments,
    problem,
    uploading: attachments.some((item) => !item.uploaded),
    full: attachments.length >= max,
    fileIds: attachments.flatMap((item) => (item.uploaded ? [item.uploaded.id] : [])),
    add,
    remove,
    removeSent,
  };
}
