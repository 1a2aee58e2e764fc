import type { Operation, PropertyType } from '@/lib/domain/property';

/** The owner's property as POST /api/valuations and the owner lead take it (both forms share it). */
export type OwnerProperty = {
  operation: Operation;
  type: PropertyType;
  city: string;
  locality?: string;
} & Partial<Record<'area' | 'bedrooms' | 'bathrooms' | 'parking' | 'estrato', number>>;
