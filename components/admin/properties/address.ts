// The property form's street builder and full-address preview (docs/product-rules.md#limits). Pure: unit-tested.

/** The road types. */
export const ROAD_TYPES = [
  'Calle',
  'Carrera',
  'Avenida',
  'Diagonal',
  'Transversal',
  'Circular',
  'Autopista',
  'Callejón',
  'Pasaje',
  'Vía',
  'Carretera',
  'Boulevard',
] as const;
/** The intersection selector omits Callejón and Pasaje. */
export const INTERSECTION_ROAD_TYPES = ROAD_TYPES.filter((t) => t !== 'Callejón' && t !== 'Pasaje');

/** The abbreviations, read back as their road type. */
const ABBREVIATIONS: Record<string, string> = {
  'cl.': 'Calle',
  'cra.': 'Carrera',
  'av.': 'Avenida',
  'dg.': 'Diagonal',
  'tr.': 'Transversal',
};

export interface StreetParts {
  streetType: string;
  streetName: string;
  number: string;
  intersectionType: string;
  intersectionName: string;
  additional: string;
}

const road = (type: string, name: string) => [type, name.trim()].filter(Boolean).join(' ').trim();

/** What `location.address` stores: "Calle 104 # 19-35 con Carrera 20, Apto 502". */
export function composeStreetAddress(p: StreetParts): string {
  const street = p.streetName.trim() ? road(p.streetType, p.streetName) : '';
  const intersection = p.intersectionName.trim() ? road(p.intersectionType, p.intersectionName) : '';
  let line = street;
  if (p.number.trim()) line += `${line ? ' ' : ''}# ${p.number.trim()}`;
  if (intersection) line += `${line ? ' ' : ''}con ${intersection}`;
  return [line, p.additional.trim()].filter(Boolean).join(', ');
}

/** The full address: street, number, 'con {intersection}', additional, locality, city, department. */
export function composeFullAddress(p: StreetParts & { locality: string; city: string; department: string }): string {
  return [composeStreetAddress(p), p.locality, p.city, p.department]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

function splitRoad(text: string): { type: string; name: string } {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  const type = [...ROAD_TYPES]
    .sort((a, b) => b.length - a.length)
    .find((t) => lower === t.toLowerCase() || lower.startsWith(`${t.toLowerCase()} `));
  if (type) return { type, name: trimmed.slice(type.length).trim() };
  const abbreviation = Object.keys(ABBREVIATIONS).find((a) => lower.startsWith(a));
  if (abbreviation) return { type: ABBREVIATIONS[abbreviation], name: trimmed.slice(abbreviation.length).trim() };
  return { type: '', name: trimmed };
}

/** Reads a stored address back into the builder's parts; what does not fit stays in the street name. */
export function parseStreetAddress(address: string): StreetParts {
  const [line = '', ...rest] = address.split(',');
  const additional = rest.join(',').trim();
  const match = /^(.*?)(?:\s*#\s*(.*?))?(?:\s+con\s+(.*))?$/i.exec(line.trim());
  const street = splitRoad(match?.[1] ?? '');
  const intersection = match?.[3] ? splitRoad(match[3]) : { type: '', name: '' };
  return {
    streetType: street.type,
    streetName: street.name,
    number: (match?.[2] ?? '').trim(),
    intersectionType: intersection.type,
    intersectionName: intersection.name,
    additional,
  };
}
