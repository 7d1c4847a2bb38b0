import { useEffect, useRef, useState } from 'react';
import { CHAT_ATTACHMENTS_MAX } from '@teklifal/core';
import {
  isAbort,
  refusalOf,
  sendFile,
  uploadFailureMessage,
  type UploadedFile,
  type UploadMessage,
  type UploadRequest,
} from '../../../lib/upload.ts';

/** A file chosen for the next message: uploading (with its percentage), then uploaded. */
export interface ChatAttachment {
  key: string;
  name: string;
  size: number;
  percent: number;
  uploaded: UploadedFile | null;
}

/**
 * The files of the message being written. Each starts uploading as soon as it is chosen (after
 * the same type and size check the server makes), so sending only names the uploaded ids.
 */
export function useChatAttachments() {
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [problem, setProblem] = useState<UploadMessage | null>(null);
  const requests = useRef(new Map<string, UploadRequest>());
  const nextKey = useRef(0);

  // Leaving the page cancels the uploads still running.
  useEffect(() => {
    const running = requests.current;
    return () => running.forEach((request) => request.abort());
  }, []);

  const update = (key: string, changes: Partial<ChatAttachment>) =>
    setAttachments((list) =>
      list.map((item) => (item.key === key ? { ...item, ...changes } : item)),
    );
  const drop = (key: string) => {
    requests.current.delete(key);
    setAttachments((list) => list.filter((item) => item.key !== key));
  };

  function upload(file: File) {
    const key = `attachment-${(nextKey.current += 1)}`;
    const request = sendFile('chatAttachment', file, (percent) => update(key, { percent }));
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
    const room = CHAT_ATTACHMENTS_MAX - attachments.length;
    if (files.length > room) {
      setProblem({
        key: 'chat.composer.attachmentsFull',
        params: { max: `${CHAT_ATTACHMENTS_MAX}` },
      });
    }
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = refusalOf('chatAttachment', file);
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
    full: attachments.length >= CHAT_ATTACHMENTS_MAX,
    fileIds: attachments.flatMap((item) => (item.uploaded ? [item.uploaded.id] : [])),
    add,
    remove,
    removeSent,
  };
}
