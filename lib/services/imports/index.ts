import 'server-only';

export { commitImport, readImport } from './commit';
export { exportPropertiesCsv, exportPropertiesJson, importTemplateCsv } from './export';
export { previewImport, type ImportFiles } from './preview';
export type { ImportAnswer } from './shape';
