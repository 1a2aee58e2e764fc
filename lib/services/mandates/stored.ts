import type { Types } from 'mongoose';

type Id = Types.ObjectId;

/** A stored mandate (lean); the owners' service reads these rows too. */
export interface StoredMandate {
  _id: Id;
  propertyId: Id;
  ownerId: Id;
  exclusive: boolean;
  commissionPercent: number;
  startDate: string;
  endDate: string;
  endedAt?: Date | null;
  document?: {
    size?: number | null;
    sha256?: string | null;
    uploadedAt?: Date | null;
    uploadedBy?: string | null;
  } | null;
  reminders?: Record<string, unknown> | null;
  createdAt?: Date;
  updatedAt?: Date;
}
