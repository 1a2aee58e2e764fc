import 'server-only';

export { createCity, deleteCity, updateCity } from './cities';
export { createLocality, deleteLocality, updateLocality } from './localities';
export { listCities, listDepartments, listLocalities } from './read';
export { NOT_ARCHIVED } from './shared';
