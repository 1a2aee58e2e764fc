// How a place is named (docs/import-export.md#places): by its DANE code, or by its name without
// case, accents, spaces or punctuation, so "Bogotá D.C.", "Bogotá, D.C." and "bogota dc" are one
// department. Pure: the write service and the import resolve names with it.

/** A name reduced to its letters and digits: "Bogotá, D. C." -> "bogotadc", "Nariño" -> "narino". */
export function placeKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The places `value` names, best first: the one with that DANE code; else those whose whole name
 * matches; else those whose name before a comma does ("Bogotá" finds "Bogotá, D.C."). Empty when
 * none does (or `value` has no letter or digit).
 */
export function placesNamed<T extends { code: string; name: string }>(places: readonly T[], value: string): T[] {
  const text = value.trim();
  const byCode = places.filter((place) => place.code === text);
  if (byCode.length > 0) return byCode;
  const key = placeKey(text);
  if (!key) return [];
  const whole = places.filter((place) => placeKey(place.name) === key);
  if (whole.length > 0) return whole;
  return places.filter((place) => place.name.includes(',') && placeKey(place.name.split(',')[0]) === key);
}
