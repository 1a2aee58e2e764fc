// Messages of the locations contract, shared by services, handlers and tests.
export const LOCATION_MESSAGES = {
  cityCreated: 'Ciudad creada exitosamente',
  cityUpdated: 'Ciudad actualizada exitosamente',
  cityDeleted: 'Ciudad eliminada exitosamente',
  cityNotFound: 'Ciudad no encontrada',
  localityCreated: 'Localidad creada exitosamente',
  localityUpdated: 'Localidad actualizada exitosamente',
  localityDeleted: 'Localidad eliminada exitosamente',
  localityNotFound: 'Localidad no encontrada',
  departmentNotFound: 'Departamento no encontrado',
  /** A save whose city or locality was deleted (or is being deleted) meanwhile. */
  cityGone: 'La ciudad seleccionada ya no existe',
  localityGone: 'La localidad seleccionada ya no existe',
  cityDeleteInterrupted: 'La ciudad cambió mientras se eliminaba y no se eliminó. Inténtalo de nuevo',
  localityDeleteInterrupted: 'La localidad cambió mientras se eliminaba y no se eliminó. Inténtalo de nuevo',
  duplicateCity: (code: string) => `Ya existe una ciudad con el código ${code}`,
  duplicateLocality: (code: string) => `Ya existe una localidad con el código ${code}`,
  cityHasLocalities: (n: number) =>
    `No se puede eliminar la ciudad porque tiene ${n} ${n === 1 ? 'localidad asociada' : 'localidades asociadas'}`,
  cityHasProperties: (n: number) =>
    `No se puede eliminar la ciudad porque tiene ${n} ${n === 1 ? 'propiedad asociada' : 'propiedades asociadas'}`,
  localityHasProperties: (n: number) =>
    `No se puede eliminar la localidad porque tiene ${n} ${n === 1 ? 'propiedad asociada' : 'propiedades asociadas'}`,
} as const;
