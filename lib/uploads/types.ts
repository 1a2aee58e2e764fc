import type { UploadFolder } from '../storage/types';

// The shapes receive.ts and receive-file.ts share, kept apart so neither imports the other back.

export interface ReceivedFile {
  /** Where storage put it; '' for a PDF, whose bytes are returned in `data` and never stored as a file. */
  url: string;
  kind: 'image' | 'video' | 'pdf';
  /** The client's file name, sanitised (for messages and display only). */
  originalName: string;
  /** Bytes stored (after re-encoding, for images). */
  size: number;
  contentType: string;
  width?: number;
  height?: number;
  /** A PDF's bytes (kind 'pdf'): the caller keeps them where it must (a mandate's contract: the database). */
  data?: Buffer;
}

export interface ReceiveOptions {
  /** 'pdf': checked by its first bytes (%PDF-) and returned in memory, never handed to storage. */
  kind: 'image' | 'video' | 'pdf';
  /** Where storage files it (not used for a PDF, which is never stored as a file). */
  folder: UploadFolder;
  /** The multipart field the files come in (default UPLOAD_FIELD, `images`). */
  field?: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Text fields to collect; any other text field is ignored. */
  fields?: readonly string[];
}
