import type { ApiProperty } from '../../validation/property-response';

/** What `.lean()` returns for a property; every field may be absent in old or hand-made rows. */
export type StoredProperty = { _id: { toString(): string } } & Partial<{
  [
    K in Exclude<
      keyof ApiProperty,
      | '_id'
      | 'createdAt'
      | 'updatedAt'
      | 'location'
      | 'features'
      | 'agent'
      | 'agentId'
      | 'contactInfo'
      | 'video'
      | 'priceHistory'
      | 'priceDrop'
    >
  ]: ApiProperty[K] | null;
}> & {
    location?:
      | (Partial<Omit<ApiProperty['location'], 'coordinates'>> & {
          coordinates?: { lat?: number | null; lng?: number | null } | null;
        })
      | null;
    features?: Partial<ApiProperty['features']> | null;
    agentId?: { toString(): string } | null;
    contactInfo?: Partial<ApiProperty['contactInfo']> | null;
    createdAt?: Date | string | null;
    updatedAt?: Date | string | null;
    priceHistory?: Array<{ price?: number | null; at?: Date | string | null }> | null;
    lastDrop?: { from?: number | null; to?: number | null; pct?: number | null; at?: Date | string | null } | null;
  };
