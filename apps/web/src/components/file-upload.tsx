import type { ReactNode } from 'react';

export type UploadPurpose = 'logo' | 'companyDocument' | 'content';

/** What POST /api/files answers. */
export interface UploadedFile {
  id: string;
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
}

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

/** Upload with a progress bar (being built). */
export function FileUpload(_props: FileUploadProps) {
  return null;
}
