import { describe, expect, it } from 'vitest';

import {
  assignedCodeNumber,
  formatPropertyCode,
  highestCodeNumber,
  normalizePropertyCode,
  PROPERTY_CODE_MESSAGES,
} from '@/lib/domain/property-code';
import { propertyCreateSchema, propertyUpdateSchema } from '@/lib/validation/property-body';

const base = { title: 'Apartamento en Chicó', type: 'apartamento', operation: 'venta' };

describe('reference codes', () => {
  it('are assigned after the highest assigned-style code, four digits at least', () => {
    expect(formatPropertyCode(1)).toBe('IB-0001');
    expect(formatPropertyCode(12345)).toBe('IB-12345');
    expect(highestCodeNumber(['IB-0007', 'IB-0012', null, 'CASA-99', 'IB-3', undefined])).toBe(12);
    expect(highestCodeNumber([])).toBe(0);
    expect(assignedCodeNumber('IB-0042')).toBe(42);
    // An agency's own scheme never moves the sequence.
    expect(assignedCodeNumber('CASA-0042')).toBeNull();
    expect(assignedCodeNumber('IB-42A')).toBeNull();
  });

  it('are stored upper case with dashes, and refused outside letters, digits and dashes', () => {
    expect(normalizePropertyCode('  ib 0012 ')).toBe('IB-0012');
    expect(propertyCreateSchema.parse({ ...base, code: ' ib-0012' }).code).toBe('IB-0012');
    // Empty on create: the server assigns one.
    expect(propertyCreateSchema.parse({ ...base, code: '' }).code).toBeUndefined();
    expect(propertyUpdateSchema.parse({ code: '' }).code).toBeUndefined();
    for (const code of ['IB_0001', '-IB', 'IB-', 'Ñ-1', 'A'.repeat(25)]) {
      const result = propertyCreateSchema.safeParse({ ...base, code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message, code).toBe(PROPERTY_CODE_MESSAGES.invalid);
    }
  });
});
