import { LOCATION_MESSAGES } from './locations';
import { MB } from './upload-limits';

// The property import (docs/import-export.md): its limits, its messages and the shapes of a dry
// run. Pure: the admin screen imports it too.

export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_PHOTOS_FIELD = 'photos';

export const IMPORT_LIMITS = {
  /** The CSV itself: 2,000 rows of a full template stay far below it. */
  csvBytes: 5 * MB,
  rows: 2000,
  /** The photos' zip, as sent. */
  zipBytes: 200 * MB,
  /** Every photo inside, once unpacked (a zip bomb stops here). */
  unzippedBytes: 400 * MB,
  photos: 1000,
} as const;

export const IMPORT_ACTIONS = ['create', 'update', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const IMPORT_STATUSES = ['preview', 'running', 'done'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportCellError {
  /** The column as the file names it ('' for the row as a whole). */
  column: string;
  message: string;
}

export interface ImportRowResult {
  /** The row's line in the spreadsheet (the header is row 1). */
  row: number;
  action: ImportAction;
  code: string;
  errors: ImportCellError[];
  /** On an update: the template columns it changes (none: the commit leaves it as it is). */
  changes: string[];
  /** Photos from the zip for this row. */
  photos: number;
  /** After the commit: the property written, or why this row failed then. */
  propertyId?: string | null;
}

export interface ImportSummary {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  error: number;
  photos: number;
  encoding: string;
  delimiter: string;
  /** Headers that name no template column (ignored). */
  ignoredColumns: string[];
  /** Files of the zip that name no row's code. */
  unmatchedPhotos: string[];
}

export const IMPORT_MESSAGES = {
  noFile: 'Adjunta el archivo CSV en el campo "file"',
  notCsv: 'El archivo no es un CSV de texto (parece un archivo binario: guárdalo como CSV desde Excel)',
  notZip: 'Las fotos deben enviarse en un archivo .zip',
  badZip: 'No se pudo leer el archivo .zip de fotos',
  csvTooBig: `El CSV es demasiado grande. Máximo ${IMPORT_LIMITS.csvBytes / MB}MB`,
  zipTooBig: `El .zip de fotos es demasiado grande. Máximo ${IMPORT_LIMITS.zipBytes / MB}MB`,
  unzippedTooBig: `Las fotos del .zip ocupan demasiado una vez descomprimidas. Máximo ${IMPORT_LIMITS.unzippedBytes / MB}MB`,
  tooManyPhotos: `El .zip tiene demasiadas fotos. Máximo ${IMPORT_LIMITS.photos}`,
  empty: 'El CSV no tiene filas de datos',
  tooManyRows: `El CSV tiene demasiadas filas. Máximo ${IMPORT_LIMITS.rows} por importación`,
  noCodeColumn: 'Falta la columna "code" (código de referencia): es la que une cada fila con su inmueble',
  notFound: 'Importación no encontrada',
  alreadyCommitted: 'Esta importación ya se aplicó',
  running: 'Esta importación se está aplicando',
  nothingToImport: 'No hay filas sin errores para importar',
  codeMissing: 'Falta el código de referencia',
  codeRepeated: (row: number) => `El código ya aparece en la fila ${row}`,
  codeTaken: 'Ese código ya es de un inmueble de otro asesor',
  unknownDepartment: LOCATION_MESSAGES.unknownDepartment,
  unknownCity: LOCATION_MESSAGES.unknownCity,
  unknownLocality: LOCATION_MESSAGES.unknownLocality,
  unknownAgent: (value: string) => `No hay un asesor activo con el correo "${value}"`,
  onlyAdminAssigns: 'Solo un administrador puede asignar inmuebles a otro asesor',
  photoTooBig: (name: string) => `La foto ${name} es demasiado grande. Máximo 5MB`,
  photoBadType: (name: string) => `El archivo ${name} del .zip no es una imagen válida`,
  tooManyImages: (max: number) => `Máximo ${max} imágenes por inmueble (contando las del .zip)`,
  /** A row's error as one line: "Fila 3, columna precio: El precio debe ser un número". */
  rowLine: (row: number, error: ImportCellError) =>
    error.column ? `Fila ${row}, columna ${error.column}: ${error.message}` : `Fila ${row}: ${error.message}`,
  committed: (done: number) => `${done} ${done === 1 ? 'fila importada' : 'filas importadas'}`,
} as const;

/**
 * A photo's name in the zip: the property's code, a dash and its order, any image extension
 * (`IB-0001-1.jpg`, `ib-0001-02.webp`); folders inside the zip are ignored. Null for any other name.
 */
export function photoName(path: string): { code: string; order: number } | null {
  const base = path.split(/[\\/]/).pop() ?? '';
  const match = /^([A-Za-z0-9][A-Za-z0-9-]*?)-(\d{1,3})\.[A-Za-z0-9]{2,5}$/.exec(base);
  return match ? { code: match[1].toUpperCase(), order: Number(match[2]) } : null;
}
