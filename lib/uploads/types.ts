import type { UploadFolder } from '../storage/types';

// The shapes receive.ts and receive-file.ts share, kept apart so neither imports the other back.

export interface ReceivedFile {
  url: string;
  kind: 'image' | 'video';
  /** The client's file name, sanitised (for messages and display only). */
  originalName: string;
  /** Bytes stored (after re-encoding, for images). */
  size: number;
  contentType: string;
  width?: number;
  height?: number;
}

export interface ReceiveOptions {
  kind: 'image' | 'video';
  folder: UploadFolder;
  maxFiles: number;
  maxFileBytes: number;
  /** Text fields to collect; any other text field is ignored. */
  fields?: readonly string[];
}
