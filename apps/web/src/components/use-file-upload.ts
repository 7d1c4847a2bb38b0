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

/**
 * One file field's upload: the browser's check of the chosen file, then the upload with its
 * percentage, handing the uploaded file to `onChange`. Only one upload runs at a time.
 */
export function useFileUpload(
  purpose: UploadPurpose,
  onChange: (file: UploadedFile | null) => void,
) {
  const requestRef = useRef<UploadRequest | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<UploadMessage | null>(null);

  // Leaving the page cancels an upload still running.
  useEffect(() => () => requestRef.current?.abort(), []);

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

  return {
    progress,
    problem,
    chooseFiles,
    cancel: () => requestRef.current?.abort(),
    clearProblem: () => setProblem(null),
  };
}
