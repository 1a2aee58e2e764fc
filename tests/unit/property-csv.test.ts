import { describe, expect, it } from 'vitest';

import { toCsv } from '@/lib/csv';
import { decodeCsv, detectDelimiter, parseCsv } from '@/lib/csv-read';
import { photoName } from '@/lib/domain/imports';
import {
  cellsToBody,
  changedColumns,
  columnOfPath,
  mapHeaders,
  propertyToCells,
  rowCells,
  TEMPLATE_HEADERS,
  type CsvProperty,
} from '@/lib/domain/property-csv';

// The bytes Excel (es-CO) writes for "Baños;Área\r\n2;72,5" with "CSV (delimitado por comas)": Windows-1252.
const WINDOWS_1252 = Uint8Array.from([
  0x42, 0x61, 0xf1, 0x6f, 0x73, 0x3b, 0xc1, 0x72, 0x65, 0x61, 0x0d, 0x0a, 0x32, 0x3b, 0x37, 0x32, 0x2c, 0x35,
]);

describe('decodeCsv', () => {
  it('reads UTF-8, with or without a byte order mark', () => {
    const bytes = new TextEncoder().encode('\uFEFFBaños;Área\r\n2;72,5');
    expect(decodeCsv(bytes)).toEqual({ text: 'Baños;Área\r\n2;72,5', encoding: 'utf-8' });
    expect(decodeCsv(new TextEncoder().encode('Niño')).encoding).toBe('utf-8');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8 (Excel in Colombia)', () => {
    expect(decodeCsv(WINDOWS_1252)).toEqual({ text: 'Baños;Área\r\n2;72,5', encoding: 'windows-1252' });
    // 0x80 is the euro sign in Windows-1252, not Latin-1's control character.
    expect(decodeCsv(Uint8Array.from([0x80])).text).toBe('€');
  });
});

describe('parseCsv', () => {
  it('guesses the delimiter from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('codigo;precio;"barrio, sector"\n1;2;3')).toBe(';');
    expect(detectDelimiter('code,price,"a;b"\r\n')).toBe(',');
  });

  it('follows RFC 4180: quotes, doubled quotes, line breaks inside quotes, CRLF or LF', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","line 1\r\nline 2"\n1,,3\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line 1\r\nline 2'],
      ['1', '', '3'],
    ]);
  });

  it("drops empty rows (Excel's trailing ;;;) and a byte order mark", () => {
    expect(parseCsv('\uFEFFa;b\r\n;\r\n1;2\r\n;;\r\n', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads back what toCsv writes', () => {
    const rows = [
      ['code', 'description'],
      ['IB-1', '=SUMA(A1) "quoted"\r\nsecond line'],
    ];
    const parsed = parseCsv(decodeCsv(new TextEncoder().encode(toCsv(rows))).text);
    expect(parsed[1][1]).toBe('\'=SUMA(A1) "quoted"\r\nsecond line');
    expect(cellsToBody(rowCells(parsed[1], mapHeaders(parsed[0])))).toEqual({
      code: 'IB-1',
      description: '=SUMA(A1) "quoted"\nsecond line',
    });
  });
});

describe('the column table', () => {
  it('accepts the Spanish headers, without case or accents', () => {
    const headers = mapHeaders([
      'Código',
      'PRECIO',
      'Alcobas',
      'Baños',
      'banos',
      'Área (m²)',
      'Barrio',
      'Localidad',
      'Estrato',
      'Administración',
      'Color favorito',
    ]);
    expect([...headers.columns.keys()]).toEqual([
      'code',
      'price',
      'bedrooms',
      'bathrooms',
      'area',
      'neighborhood',
      'locality',
      'estrato',
      'adminFee',
    ]);
    expect(headers.repeated).toEqual(['banos']);
    expect(headers.unknown).toEqual(['Color favorito']);
    expect(mapHeaders(['habitaciones']).columns.has('bedrooms')).toBe(true);
  });

  it('reads numbers, yes/no, lists and labels as spreadsheets write them', () => {
    const headers = mapHeaders(['codigo', 'precio', 'area', 'ascensor', 'comodidades', 'operación', 'tipo', 'fotos']);
    const row = [
      'ib-7',
      '$ 450.000.000',
      '72,5',
      'Sí',
      'Gimnasio | BBQ',
      'Arriendo',
      'Apartamento',
      'https://a/1.jpg | https://a/2.jpg',
    ];
    expect(cellsToBody(rowCells(row, headers))).toEqual({
      code: 'IB-7',
      price: '450000000',
      features: { area: '72.5' },
      elevator: true,
      amenities: ['Gimnasio', 'BBQ'],
      operation: 'arriendo',
      type: 'apartamento',
      images: ['https://a/1.jpg', 'https://a/2.jpg'],
    });
  });

  it('points a validation issue to its column', () => {
    expect(columnOfPath(['features', 'bedrooms'])?.key).toBe('bedrooms');
    expect(columnOfPath(['location', 'coordinates'])?.key).toBe('lat');
    expect(columnOfPath(['images', 2, 'url'])?.key).toBe('images');
  });

  it('an exported property read back changes no column', () => {
    const property: CsvProperty = {
      code: 'IB-0001',
      title: 'Casa',
      operation: 'venta',
      type: 'casa',
      status: 'disponible',
      price: 900_000_000,
      adminFee: 0,
      estrato: null,
      description: '- Amplia\ncon jardín',
      features: { bedrooms: 4, bathrooms: 3, parking: 2, area: 180.25, floor: 1, totalFloors: 2, yearBuilt: 1998 },
      location: {
        neighborhood: 'Usaquén',
        locality: 'Usaquén',
        city: 'Bogotá, D.C.',
        state: 'Bogotá, D.C.',
        address: 'Cl 120',
        zipCode: '110111',
        coordinates: { lat: 4.7, lng: -74.03 },
      },
      showExactLocation: false,
      featured: true,
      syndicate: true,
      elevator: false,
      gatedCommunity: true,
      petsAllowed: false,
      amenities: ['Chimenea', 'Jardín'],
      rentalRequirements: [],
      tags: [],
      keywords: [],
      priority: 0,
      contactInfo: { phone: '', whatsapp: '', email: '', website: '', schedule: '' },
      images: [{ url: '/uploads/properties/a.webp' }, { url: 'https://x.co/b.jpg' }],
      videos: [],
    };
    const cells = propertyToCells(property, 'asesor@x.co');
    const file = parseCsv(
      decodeCsv(new TextEncoder().encode(toCsv([[...TEMPLATE_HEADERS], TEMPLATE_HEADERS.map((k) => cells[k])]))).text,
    );
    expect(changedColumns(rowCells(file[1], mapHeaders(file[0])), cells)).toEqual([]);
    const edited = { ...rowCells(file[1], mapHeaders(file[0])), price: '950.000.000', bedrooms: '5' };
    expect(changedColumns(edited, cells)).toEqual(['price', 'bedrooms']);
  });
});

describe('photoName', () => {
  it('reads the code and the order of a photo in the zip', () => {
    expect(photoName('IB-0001-1.jpg')).toEqual({ code: 'IB-0001', order: 1 });
    expect(photoName('fotos/ib-0001-12.JPEG')).toEqual({ code: 'IB-0001', order: 12 });
    expect(photoName('IB-0001.jpg')).toBeNull();
    expect(photoName('notas.txt')).toBeNull();
  });
});
