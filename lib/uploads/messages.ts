import { MB } from '../domain/upload-limits';

/** Upload messages: the exact wording of docs/product-rules.md#validation where it has one, clear Spanish elsewhere. */
export const UPLOAD_MESSAGES = {
  tooMany: (max: number) => `Máximo ${max} archivos permitidos`,
  tooBig: (name: string, maxBytes: number) =>
    `El archivo ${name} es demasiado grande. Máximo ${Math.round(maxBytes / MB)}MB`,
  badType: (name: string) => `El archivo ${name} no es un tipo válido`,
  notPdf: (name: string) => `El archivo ${name} no es un PDF`,
  tooManyPixels: (name: string, maxPixels: number) =>
    `La imagen ${name} tiene demasiados píxeles. Máximo ${Math.round(maxPixels / 1_000_000)} megapíxeles`,
  requestTooBig: (maxBytes: number) =>
    `La solicitud es demasiado grande. Máximo ${Math.round(maxBytes / MB)}MB en total`,
  empty: (name: string) => `El archivo ${name} está vacío`,
  noFiles: 'No se recibieron archivos',
  wrongField: (field: string, expected: string) =>
    `Los archivos deben enviarse en el campo "${expected}" (se recibió el campo "${field}")`,
  notMultipart: 'La solicitud debe enviarse como multipart/form-data',
  malformed: 'El formulario enviado está incompleto o mal formado',
  badPartHeader: 'El nombre de un archivo contiene caracteres no válidos (caracteres de control)',
  fieldTooLong: (name: string) => `El campo ${name} es demasiado largo`,
  tooManyFields: 'El formulario tiene demasiados campos',
  storageFailed: 'No se pudo guardar el archivo. Intenta de nuevo más tarde.',
} as const;
