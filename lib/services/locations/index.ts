import 'server-only';

export { createCity, deleteCity, updateCity } from './cities';
export { createLocality, deleteLocality, updateLocality } from './localities';
export {
  hasPlaceNames,
  resolvePlaceNames,
  type NamedPlaces,
  type PlaceIndex,
  type PlaceLevel,
  type PlaceNameError,
} from './names';
export { listCities, listDepartments, listLocalities, loadPlaceIndex } from './read';
export { NOT_ARCHIVED } from './shared';
