import 'server-only';

export { select } from './query';
export { database, publicCatalogue } from './source';
export type { PropertySource } from './source';
export { catalogueRows, noteCatalogueChanges } from './store';
export type { StoredProperty } from './stored-property';
export { warmCatalogue } from './store';
