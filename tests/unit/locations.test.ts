import { describe, expect, it } from 'vitest';

import { sortByName, toCity, toDepartment, toLocality } from '@/lib/services/locations/mapper';
import {
  citiesQuerySchema,
  cityBodySchema,
  cityCodeParamSchema,
  localitiesQuerySchema,
  localityBodySchema,
} from '@/lib/validation/locations';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('location mappers', () => {
  it('keeps only the API fields, as strings', () => {
    const stored = {
      _id: 'x',
      code: '11001',
      name: 'Bogotá, D.C.',
      departmentCode: '11',
      departmentName: 'Bogotá, D.C.',
      cityCode: null,
      createdAt: new Date(),
    };
    expect(toDepartment(stored)).toEqual({ code: '11001', name: 'Bogotá, D.C.' });
    expect(toCity(stored)).toEqual({
      code: '11001',
      name: 'Bogotá, D.C.',
      departmentCode: '11',
      departmentName: 'Bogotá, D.C.',
    });
    expect(toLocality(stored)).toMatchObject({ cityCode: '', cityName: '' });
  });

  it('sorts names in Spanish order, accents beside their letter', () => {
    const items = [
      { code: '3', name: 'Zipaquirá' },
      { code: '1', name: 'Ábrego' },
      { code: '2', name: 'Abejorral' },
      { code: '4', name: 'Chía' },
    ];
    expect(sortByName(items).map((i) => i.name)).toEqual(['Abejorral', 'Ábrego', 'Chía', 'Zipaquirá']);
  });
});

describe('city and locality bodies', () => {
  const city = { name: ' Tabio ', code: '25785', departmentCode: '25', departmentName: 'Cundinamarca' };

  it('accepts a city and trims its name', () => {
    expect(cityBodySchema.parse(city)).toEqual({ ...city, name: 'Tabio' });
  });

  it.each([
    [{ ...city, name: '  ' }, 'El nombre es obligatorio'],
    [{ ...city, name: undefined }, 'El nombre es obligatorio'],
    [{ ...city, code: '' }, 'El código es obligatorio'],
    [{ ...city, code: undefined }, 'El código es obligatorio'],
    [{ ...city, code: '25-785' }, 'El código debe tener solo dígitos (de 1 a 10)'],
    [{ ...city, code: '12345678901' }, 'El código debe tener solo dígitos (de 1 a 10)'],
    [{ ...city, departmentCode: '' }, 'Por favor selecciona un departamento primero'],
    [{ ...city, departmentCode: undefined }, 'Por favor selecciona un departamento primero'],
  ])('rejects %j with its message', (body, message) => {
    expect(firstMessage(cityBodySchema.safeParse(body))).toBe(message);
  });

  it('asks for a city before a locality', () => {
    const locality = { name: 'Centro', code: '2578501', cityName: 'Tabio' };
    expect(firstMessage(localityBodySchema.safeParse(locality))).toBe('Por favor selecciona una ciudad primero');
    expect(localityBodySchema.parse({ ...locality, cityCode: '25785' })).toMatchObject({ cityCode: '25785' });
  });

  it('reads optional list filters and path codes', () => {
    expect(citiesQuerySchema.parse({ departmentCode: '' })).toEqual({ departmentCode: undefined });
    expect(citiesQuerySchema.parse({ departmentCode: '25' })).toEqual({ departmentCode: '25' });
    expect(citiesQuerySchema.safeParse({ departmentCode: '{"$ne":1}' }).success).toBe(false);
    expect(localitiesQuerySchema.parse({})).toEqual({ cityCode: undefined });
    expect(firstMessage(cityCodeParamSchema.safeParse({ code: 'abc' }))).toBe('Código de ciudad no válido');
  });
});

describe('a body that is not an object', () => {
  it('is refused in Spanish', () => {
    expect(firstMessage(cityBodySchema.safeParse([1]))).toBe('El cuerpo de la solicitud debe ser un objeto JSON');
    expect(firstMessage(localityBodySchema.safeParse('texto'))).toBe(
      'El cuerpo de la solicitud debe ser un objeto JSON',
    );
  });
});
