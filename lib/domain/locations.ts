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
  // A property's place named in a body or an import row that no table holds (same words on both).
  unknownDepartment: (value: string) => `El departamento "${value}" no existe`,
  unknownCity: (value: string) => `La ciudad "${value}" no existe`,
  unknownLocality: (value: string) => `La localidad "${value}" no existe en esa ciudad`,
  unknownDepartmentCode: 'El departamento seleccionado no existe',
  duplicateCity: (code: string) => `Ya existe una ciudad con el código ${code}`,
  duplicateLocality: (code: string) => `Ya existe una localidad con el código ${code}`,
  cityHasLocalities: (n: number) =>
    `No se puede eliminar la ciudad porque tiene ${n} ${n === 1 ? 'localidad asociada' : 'localidades asociadas'}`,
  cityHasProperties: (n: number) =>
    `No se puede eliminar la ciudad porque tiene ${n} ${n === 1 ? 'propiedad asociada' : 'propiedades asociadas'}`,
  localityHasProperties: (n: number) =>
    `No se puede eliminar la localidad porque tiene ${n} ${n === 1 ? 'propiedad asociada' : 'propiedades asociadas'}`,
} as const;
