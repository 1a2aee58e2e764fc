import { describe, expect, it } from 'vitest';

import { asksForDeposit, depositRequirementMessage } from '@/lib/domain/rental';
import { propertyCreateSchema, propertyUpdateSchema } from '@/lib/validation/properties';

import { buildSeedProperties } from '../../scripts/seed/data/properties';

describe('Ley 820 de 2003: no cash deposits as a rental guarantee', () => {
  it('finds a deposit whatever the accents and case', () => {
    for (const text of ['Depósito', 'depósito en efectivo', 'DEPOSITO DE UN MES', 'Dos depositos', 'Fiador y depósito'])
      expect(asksForDeposit(text), text).toBe(true);
  });

  it('lets the usual requirements and a "no deposit" note through', () => {
    for (const text of ['Fiador con finca raíz', 'Póliza de arrendamiento', 'Certificado laboral', 'Sin depósito'])
      expect(asksForDeposit(text), text).toBe(false);
  });

  it('the API schema refuses one, citing the law, on create and update', () => {
    const message = depositRequirementMessage('Depósito en efectivo');
    expect(message).toBe(
      'La Ley 820 de 2003 (artículo 16) prohíbe exigir depósitos en dinero como garantía del arriendo: quita «Depósito en efectivo» de los requisitos',
    );
    const create = propertyCreateSchema.safeParse({
      title: 'Apartamento',
      type: 'apartamento',
      operation: 'arriendo',
      rentalRequirements: ['Fiador', 'Depósito en efectivo'],
    });
    expect(create.error?.issues).toEqual([expect.objectContaining({ path: ['rentalRequirements', 1], message })]);
    expect(propertyUpdateSchema.safeParse({ rentalRequirements: ['deposito'] }).success).toBe(false);
    expect(propertyUpdateSchema.safeParse({ rentalRequirements: ['Fiador', 'Póliza'] }).success).toBe(true);
  });

  it('the seed asks for none', () => {
    const requirements = buildSeedProperties().flatMap((p) => p.rentalRequirements ?? []);
    expect(requirements.length).toBeGreaterThan(0);
    expect(requirements.filter(asksForDeposit)).toEqual([]);
  });
});
