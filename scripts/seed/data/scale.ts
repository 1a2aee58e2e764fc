// Generated listings for `npm run seed -- --scale N`: varied specs (type, operation, barrio,
// status, title, pitch) turned into listings by the demo's own builder (features, prices per
// estrato, amenities, text), each reusing the photos of a demo listing of the same type.
// Listing k depends only on k, so a catalogue of 500 is the first 500 of one of 5,000.
import type { PropertyStatus, PropertyType } from '../../../lib/domain/property';
import { cities, localities, neighborhoods } from './locations';
import { buildListing, makeRng, newListingState, slugify, type Rng, type SeedProperty, type Spec } from './properties';

/** Slugs of generated listings end in `-n0001`, `-n0002`...: a hex or title suffix never does. */
export const SCALE_SLUG = /-n\d{4,}$/;

const TYPES: Array<[PropertyType, number]> = [
  ['apartamento', 48],
  ['casa', 15],
  ['oficina', 10],
  ['local', 10],
  ['bodega', 5],
  ['terreno', 5],
  ['finca', 7],
];
const STATUSES: Array<[PropertyStatus, number]> = [
  ['disponible', 82],
  ['reservado', 6],
  ['vendido', 4],
  ['arrendado', 3],
  ['borrador', 3],
  ['pendiente', 1],
  ['inactivo', 1],
];

const weighted = <T>(rng: Rng, table: Array<[T, number]>): T => {
  let roll = rng.next() * table.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of table) if ((roll -= w) < 0) return value;
  return table[table.length - 1]![0];
};

const withBarrios = (codes: string[]) => codes.filter((code) => (neighborhoods[code]?.length ?? 0) > 0);
const BOGOTA = withBarrios(localities.filter((l) => l.cityCode === '11001').map((l) => l.code));
const SABANA = withBarrios(localities.filter((l) => l.cityCode !== '11001').map((l) => l.code));
/** Rural sectors (veredas) for fincas: the Sabana's localities without an urban centre. */
const RURAL = SABANA.filter((code) => !neighborhoods[code]?.some((n) => /Centr|Centro/.test(n.name)));
const INDUSTRIAL = withBarrios([
  '1100109',
  '1100108',
  '1100116',
  '1100114',
  '2528602',
  '2547302',
  '2521402',
  '2521401',
]);
/** Localities whose streets carry "Sur" (south of Calle 1). */
const SOUTH = new Set(['1100104', '1100105', '1100106', '1100107', '1100108', '1100115', '1100118', '1100119']);

const LABEL: Record<PropertyType, string> = {
  apartamento: 'Apartamento',
  casa: 'Casa',
  oficina: 'Oficina',
  local: 'Local comercial',
  terreno: 'Lote',
  finca: 'Finca',
  bodega: 'Bodega',
};

/** Title words per type, with the tag and the fixed features each one implies. */
const ANGLES: Record<
  PropertyType,
  Array<{ words: string; tag: string; fixed?: Spec['fixed']; amenities?: string[] }>
> = {
  apartamento: [
    { words: 'iluminado', tag: 'iluminado' },
    { words: 'remodelado', tag: 'remodelado' },
    { words: 'para estrenar', tag: 'para-estrenar', fixed: { isNew: true } },
    { words: 'con terraza', tag: 'terraza', fixed: { penthouse: true }, amenities: ['Terraza'] },
    { words: 'con balcón', tag: 'balcon', amenities: ['Balcón'] },
    { words: 'esquinero', tag: 'esquinero' },
    { words: 'familiar', tag: 'familiar' },
    { words: 'cerca a TransMilenio', tag: 'cerca-a-transmilenio' },
    { words: 'con estudio', tag: 'estudio', amenities: ['Estudio'] },
    { words: 'exterior con vista', tag: 'vista-panoramica' },
  ],
  casa: [
    { words: 'con jardín', tag: 'jardin', amenities: ['Jardín'] },
    { words: 'remodelada', tag: 'remodelada' },
    { words: 'esquinera', tag: 'esquinera' },
    { words: 'en conjunto cerrado', tag: 'conjunto-cerrado' },
    { words: 'rentable', tag: 'rentable' },
    { words: 'con terraza', tag: 'terraza', amenities: ['Terraza'] },
  ],
  oficina: [
    { words: 'ejecutiva', tag: 'ejecutiva' },
    { words: 'en planta libre', tag: 'planta-libre' },
    { words: 'con sala de juntas', tag: 'sala-de-juntas', amenities: ['Sala de juntas'] },
    { words: 'en edificio corporativo', tag: 'corporativo' },
    { words: 'amoblada', tag: 'amoblada' },
  ],
  local: [
    { words: 'a la calle', tag: 'a-la-calle', amenities: ['Vitrina a la calle'] },
    { words: 'esquinero', tag: 'esquinero' },
    { words: 'con mezzanine', tag: 'mezzanine', amenities: ['Mezzanine'] },
    { words: 'en zona de alto tráfico', tag: 'alto-trafico', amenities: ['Alto tráfico peatonal'] },
    { words: 'para restaurante', tag: 'restaurante', amenities: ['Punto de gas'] },
  ],
  terreno: [
    { words: 'para desarrollo', tag: 'desarrollo' },
    { words: 'esquinero', tag: 'esquinero' },
    { words: 'comercial', tag: 'comercial' },
    { words: 'plano', tag: 'topografia-plana' },
  ],
  finca: [
    { words: 'de descanso', tag: 'descanso' },
    { words: 'productiva', tag: 'productiva' },
    { words: 'con vista a la sabana', tag: 'vista-panoramica' },
    { words: 'con casa principal y huerta', tag: 'huerta', amenities: ['Huerta'] },
  ],
  bodega: [
    { words: 'con muelle de carga', tag: 'logistica', amenities: ['Muelle de carga'] },
    { words: 'industrial', tag: 'industrial' },
    { words: 'con oficinas', tag: 'oficinas', amenities: ['Oficinas administrativas'] },
  ],
};

const PITCHES: Record<PropertyType, string[]> = {
  apartamento: [
    'La cocina es abierta y se integra con la sala comedor, que recibe luz natural buena parte del día.',
    'El conjunto tiene portería, zonas verdes y salón comunal, y la administración está al día.',
    'Los pisos son en madera laminada, los baños están enchapados y hay zona de ropas independiente.',
    'Tiene buena distribución: el área social queda separada de las alcobas y todas tienen clóset.',
    'Desde la sala se ven los cerros orientales y el edificio es tranquilo y bien mantenido.',
  ],
  casa: [
    'Tiene sala con chimenea, comedor independiente y un patio amplio en la parte de atrás.',
    'La casa está en buen estado, con alcobas amplias en el segundo nivel y garaje cubierto.',
    'El barrio es residencial y tranquilo, con parques y colegios a pocas cuadras.',
    'Se puede adaptar para vivienda y oficina, con acceso independiente al primer piso.',
  ],
  oficina: [
    'Se entrega con puestos de trabajo, cableado estructurado y aire acondicionado.',
    'El edificio tiene recepción, control de acceso, planta eléctrica y parqueadero de visitantes.',
    'La planta es flexible y recibe luz natural por dos fachadas.',
  ],
  local: [
    'Tiene buen frente sobre una calle comercial, con baño y cortina metálica.',
    'El sector tiene mucho flujo peatonal todo el día y comercio consolidado alrededor.',
    'Sirve para comercio de barrio, consultorio o restaurante, según la norma del sector.',
  ],
  terreno: [
    'Es de forma regular, con servicios públicos disponibles y acceso vehicular.',
    'Tiene frente sobre vía pavimentada y potencial de desarrollo sujeto a la norma vigente.',
  ],
  finca: [
    'La casa principal tiene chimenea, corredores amplios y vista a las montañas.',
    'Cuenta con casa de mayordomo, potreros divididos y nacedero de agua.',
    'Tiene zonas verdes, kiosco con BBQ y árboles frutales alrededor de la casa.',
  ],
  bodega: [
    'Tiene altura libre amplia, piso industrial y patio de maniobras para camiones.',
    'Incluye oficinas administrativas en mezzanine y baños para el personal.',
  ],
};

function localityFor(type: PropertyType, rng: Rng): string {
  if (type === 'finca') return rng.pick(RURAL);
  if (type === 'bodega') return rng.pick(INDUSTRIAL);
  return rng.pick(rng.next() < (type === 'terreno' ? 0.5 : 0.85) ? BOGOTA : SABANA);
}

function address(type: PropertyType, loc: string, hood: string, rng: Rng): string {
  const rural = !loc.startsWith('11001') && (type === 'finca' || type === 'terreno');
  if (rural) return `Vereda ${hood}, km ${rng.int(1, 15)}`;
  const south = SOUTH.has(loc) ? ' Sur' : '';
  const street = rng.pick(['Calle', 'Carrera', 'Diagonal', 'Transversal', 'Avenida Calle']);
  const main =
    street === 'Calle' || street === 'Diagonal' || street === 'Avenida Calle'
      ? `${rng.int(1, 190)}${south}`
      : String(rng.int(1, 110));
  return `${street} ${main} # ${rng.int(1, 120)}${rng.pick(['', 'A', 'B', 'C'])}-${rng.int(2, 99)}`;
}

/** The spec of generated listing k (0-based); same k, same spec. */
export function scaleSpec(k: number): Spec {
  const rng = makeRng(0x5ca1e + k * 7919);
  const type = weighted(rng, TYPES);
  const op =
    type === 'terreno' || (type === 'finca' && rng.next() < 0.8) ? 'venta' : rng.next() < 0.55 ? 'venta' : 'arriendo';
  const loc = localityFor(type, rng);
  const hood = rng.pick(neighborhoods[loc] ?? []).name;
  const angle = rng.pick(ANGLES[type]);
  const drawn = weighted(rng, STATUSES);
  // A rental is closed as "arrendado", a sale as "vendido".
  const status = drawn === 'vendido' || drawn === 'arrendado' ? (op === 'venta' ? 'vendido' : 'arrendado') : drawn;
  const city = cities.find((c) => c.code === localities.find((l) => l.code === loc)?.cityCode)?.name ?? '';
  const where = loc.startsWith('11001') ? hood : `${hood}, ${city}`;
  return {
    type,
    op,
    loc,
    hood,
    title: `${LABEL[type]} ${angle.words} en ${where}`,
    address: address(type, loc, hood, rng),
    pitch: rng.pick(PITCHES[type]),
    status,
    // A few, like an agency's home page: about one listing in 150.
    featured: status === 'disponible' && rng.next() < 0.007,
    gated: type === 'casa' ? angle.tag === 'conjunto-cerrado' || rng.next() < 0.3 : undefined,
    amenities: angle.amenities,
    tags: [angle.tag],
    fixed: angle.fixed,
  };
}

/**
 * Generated listings 0..count-1, each with the photos of a demo listing of its type (`photosOf`,
 * at most that listing's photo count) and a slug ending in `-n` + its number.
 */
export function buildScaleProperties(count: number, demo: SeedProperty[]): SeedProperty[] {
  return Array.from({ length: count }, (_, k) => {
    const spec = scaleSpec(k);
    const rng = makeRng(0xbe11 + k * 104_729);
    const listing = buildListing(spec, k, rng, newListingState());
    const sameType = demo.filter((p) => p.type === spec.type);
    const photos = rng.pick(sameType.length > 0 ? sameType : demo);
    return {
      ...listing,
      slug: `${slugify(`${spec.type}-${spec.op}-${spec.hood}`)}-n${String(k + 1).padStart(4, '0')}`,
      photosOf: photos.slug,
      imageCount: Math.min(listing.imageCount, photos.imageCount),
    };
  });
}
