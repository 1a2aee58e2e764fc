import type { Operation, PropertyStatus, PropertyType } from '../../../lib/domain/property';
import type { ApiProperty } from '../../../lib/validation/property-response';
import { cities, localities, neighborhoods, type SeedLocality, type SeedNeighborhood } from './locations';

/** A demo property: the API shape's own fields plus what the seed derives (photos, dates). */
export type SeedProperty = Pick<
  ApiProperty,
  | 'slug'
  | 'title'
  | 'description'
  | 'price'
  | 'type'
  | 'operation'
  | 'status'
  | 'featured'
  | 'showExactLocation'
  | 'adminFee'
  | 'elevator'
  | 'gatedCommunity'
  | 'petsAllowed'
  | 'rentalRequirements'
  | 'amenities'
  | 'tags'
  | 'priority'
  | 'views'
> & {
  location: Omit<ApiProperty['location'], 'coordinates'> & { coordinates: { lat: number; lng: number } };
  features: Omit<ApiProperty['features'], 'areaUnit'>;
  estrato: 1 | 2 | 3 | 4 | 5 | 6;
  imageCount: number;
  createdDaysAgo: number;
  /** The listing whose photos this one shows (generated listings reuse the demo's); default its own. */
  photosOf?: string;
};

type Features = SeedProperty['features'];

export interface Spec {
  type: PropertyType;
  op: Operation;
  loc: string;
  hood: string;
  title: string;
  /** Street address without the unit; the unit ("Apto 502", "Local 3") is derived. */
  address: string;
  /** The one sentence that makes this listing different from the rest. */
  pitch: string;
  status?: PropertyStatus;
  featured?: boolean;
  gated?: boolean;
  amenities?: string[];
  tags?: string[];
  fixed?: Partial<Features> & { penthouse?: boolean; isNew?: boolean; areaRange?: [number, number] };
}

// ---------------------------------------------------------------------------
// Listings
// ---------------------------------------------------------------------------

const SPECS: Spec[] = [
  // Apartamentos en Bogotá
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100101',
    hood: 'Chicó Navarra',
    featured: true,
    title: 'Apartamento con terraza y vista a los cerros en Chicó Navarra',
    address: 'Calle 104 # 19-35',
    pitch:
      'Es el último piso del edificio: terraza privada, sala de doble altura y ventanales de piso a techo que aprovechan la luz de la mañana.',
    amenities: ['Terraza', 'Chimenea', 'Estudio', 'Gimnasio'],
    tags: ['terraza', 'vista-panoramica', 'penthouse'],
    fixed: { penthouse: true },
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100102',
    hood: 'Rosales',
    featured: true,
    title: 'Apartamento de lujo con chimenea en Rosales',
    address: 'Carrera 3 # 72-18',
    pitch:
      'Los acabados combinan mármol y madera natural, la cocina es abierta con isla y la sala comedor tiene chimenea a gas y vista sobre el verde de los cerros orientales.',
    amenities: ['Chimenea', 'Estudio', 'Depósito', 'Gimnasio'],
    tags: ['lujo', 'vista-a-los-cerros'],
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100102',
    hood: 'Chapinero Alto',
    title: 'Apartamento remodelado con vista a la ciudad en Chapinero Alto',
    address: 'Calle 61 # 3A-24',
    pitch:
      'Fue remodelado por completo, con pisos en madera laminada, cocina abierta y baños nuevos; desde la sala se ve buena parte del occidente de la ciudad.',
    tags: ['remodelado', 'vista-panoramica'],
    fixed: { penthouse: true },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100102',
    hood: 'Quinta Camacho',
    featured: true,
    gated: false,
    title: 'Loft de doble altura en Quinta Camacho',
    address: 'Carrera 9 # 69-42',
    pitch:
      'El loft tiene ladrillo a la vista, un mezzanine para la alcoba principal y grandes ventanales hacia una de las calles arborizadas del barrio.',
    amenities: ['Balcón', 'Estudio'],
    tags: ['loft', 'diseno'],
    fixed: { bedrooms: 1, bathrooms: 2, areaRange: [68, 85] },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100102',
    hood: 'El Retiro',
    status: 'arrendado',
    title: 'Apartamento amoblado cerca de la Zona T',
    address: 'Calle 84 # 9-50',
    pitch:
      'Se entrega amoblado y equipado, con ropa de cama y menaje de cocina, pensado para ejecutivos que llegan a Bogotá por temporadas largas.',
    amenities: ['Gimnasio'],
    tags: ['amoblado', 'ejecutivo'],
    fixed: { bedrooms: 2, areaRange: [75, 95] },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100102',
    hood: 'Chapinero Central',
    gated: false,
    title: 'Apartaestudio cerca de la estación Marly',
    address: 'Carrera 13 # 51-40',
    pitch:
      'Es un apartaestudio práctico, con cocina abierta, clóset amplio y zona de ropas independiente, ideal para estudiantes o profesionales que se mueven sin carro.',
    tags: ['apartaestudio', 'estudiantes', 'cerca-a-transmilenio'],
    fixed: { bedrooms: 1, bathrooms: 1, parking: 0, areaRange: [30, 40] },
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100101',
    hood: 'Santa Bárbara',
    title: 'Apartamento familiar cerca de Unicentro',
    address: 'Calle 119 # 11B-35',
    pitch:
      'Tiene sala con chimenea, comedor independiente, estudio y un balcón que da a un parque interno del conjunto, tranquilo a cualquier hora.',
    amenities: ['Chimenea', 'Estudio', 'Balcón'],
    tags: ['familiar'],
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100101',
    hood: 'Cedritos',
    status: 'pendiente',
    title: 'Apartamento de tres alcobas en Cedritos',
    address: 'Calle 147 # 12-60',
    pitch:
      'Las tres alcobas tienen clóset y la principal cuenta con baño propio; el conjunto renovó hace poco sus zonas húmedas y el salón social.',
    tags: ['familiar'],
    fixed: { bedrooms: 3, areaRange: [85, 105] },
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100101',
    hood: 'Country Club',
    status: 'vendido',
    title: 'Apartamento con estudio junto al Country Club',
    address: 'Carrera 11A # 128-14',
    pitch:
      'El edificio tiene pocas unidades, con un apartamento por piso y ascensor que llega directo al hall privado.',
    amenities: ['Estudio', 'Chimenea', 'Depósito'],
    tags: ['exclusivo'],
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100106',
    hood: 'Venecia',
    title: 'Apartamento para estrenar en Venecia',
    address: 'Calle 48 Sur # 52C-21',
    pitch:
      'El proyecto se entregó hace poco y el apartamento está para estrenar, con cocina integral, zona de ropas independiente y pisos en cerámica.',
    tags: ['para-estrenar', 'cerca-a-transmilenio'],
    fixed: { isNew: true },
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100111',
    hood: 'Niza',
    title: 'Apartamento con balcón en Niza',
    address: 'Carrera 59 # 125-46',
    pitch:
      'El balcón mira hacia zonas verdes y la distribución separa bien el área social de las alcobas; el edificio es tranquilo y está bien mantenido.',
    amenities: ['Balcón'],
    tags: ['balcon'],
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100111',
    hood: 'Colina Campestre',
    title: 'Apartamento en conjunto con piscina en Colina Campestre',
    address: 'Calle 138 # 55-61',
    pitch:
      'El conjunto tiene piscina climatizada, gimnasio y parque infantil, con vigilancia permanente y amplias zonas verdes.',
    amenities: ['Piscina', 'Gimnasio', 'Parque infantil'],
    tags: ['piscina', 'familiar'],
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100111',
    hood: 'Mazurén',
    status: 'reservado',
    title: 'Apartamento de dos alcobas en Mazurén',
    address: 'Calle 152 # 56-30',
    pitch:
      'Es una buena opción para una primera vivienda: dos alcobas, un estudio pequeño que se puede convertir en alcoba y parqueadero cubierto.',
    tags: ['primera-vivienda'],
    fixed: { bedrooms: 2, areaRange: [58, 70] },
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100111',
    hood: 'San José de Bavaria',
    featured: true,
    title: 'Apartamento dúplex en San José de Bavaria',
    address: 'Carrera 72 # 180-25',
    pitch:
      'El dúplex tiene la alcoba principal en el segundo nivel, terraza cubierta y cocina abierta con barra, en un sector de baja densidad y muy arborizado.',
    amenities: ['Terraza', 'Estudio'],
    tags: ['duplex', 'terraza'],
    fixed: { penthouse: true },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100113',
    hood: 'Galerías',
    title: 'Apartamento luminoso en Galerías',
    address: 'Calle 53 # 27-35',
    pitch:
      'Recibe sol de la mañana en la sala y en las alcobas, tiene pisos en madera y una cocina cerrada recién remodelada.',
    tags: ['iluminado'],
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100113',
    hood: 'La Soledad',
    featured: true,
    gated: false,
    title: 'Apartamento clásico sobre el Park Way',
    address: 'Carrera 24 # 41-18',
    pitch:
      'El edificio, de los años setenta, conserva techos altos y espacios generosos, con ventanales sobre el separador arborizado del Park Way.',
    tags: ['clasico', 'park-way'],
    fixed: { yearBuilt: 1974, totalFloors: 5 },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100103',
    hood: 'La Macarena',
    gated: false,
    title: 'Apartamento con terraza en La Macarena',
    address: 'Carrera 4A # 26B-15',
    pitch:
      'La terraza tiene vista hacia el centro y los cerros, y el apartamento conserva detalles en ladrillo típicos de la arquitectura del barrio.',
    amenities: ['Terraza'],
    tags: ['terraza', 'bohemio'],
    fixed: { penthouse: true, totalFloors: 4 },
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100109',
    hood: 'Hayuelos',
    title: 'Apartamento en conjunto cerrado en Hayuelos',
    address: 'Calle 20 # 82-35',
    pitch:
      'El conjunto cuenta con parque infantil, salón comunal y parqueadero de visitantes; el apartamento está en un piso intermedio con buena ventilación.',
    amenities: ['Parque infantil', 'Salón comunal'],
    tags: ['conjunto-cerrado'],
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100109',
    hood: 'Modelia',
    status: 'reservado',
    title: 'Apartamento remodelado en Modelia',
    address: 'Carrera 75 # 24C-40',
    pitch: 'La remodelación incluyó cocina abierta, baños enchapados y nueva iluminación LED en todos los espacios.',
    tags: ['remodelado'],
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100110',
    hood: 'Normandía',
    title: 'Apartamento esquinero en Normandía',
    address: 'Calle 53 # 72-28',
    pitch:
      'Al ser esquinero tiene ventanas en dos fachadas, lo que lo hace muy iluminado; incluye depósito y parqueadero propio.',
    amenities: ['Depósito'],
    tags: ['esquinero'],
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100108',
    hood: 'Castilla',
    title: 'Apartamento de tres alcobas en Castilla',
    address: 'Carrera 78 # 8-51',
    pitch:
      'Hace parte de un conjunto consolidado, con tres alcobas, cocina integral, zona de ropas y una cuota de administración moderada.',
    tags: ['familiar'],
    fixed: { bedrooms: 3, areaRange: [62, 75] },
  },
  {
    type: 'apartamento',
    op: 'venta',
    loc: '1100107',
    hood: 'Ciudadela El Recreo',
    status: 'borrador',
    title: 'Apartamento VIS en Ciudadela El Recreo',
    address: 'Calle 64 Sur # 98B-20',
    pitch:
      'Es vivienda de interés social que se puede comprar con subsidio y crédito de vivienda, en un conjunto con parques y ciclorrutas cercanas.',
    tags: ['vis', 'primera-vivienda'],
    fixed: { bedrooms: 2 },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '1100112',
    hood: 'Los Andes',
    title: 'Apartamento de dos alcobas en Los Andes',
    address: 'Calle 98 # 50-34',
    pitch:
      'El edificio es pequeño y silencioso; el apartamento tiene dos alcobas, estudio abierto y un parqueadero cubierto.',
    tags: ['tranquilo'],
    fixed: { bedrooms: 2, areaRange: [64, 78] },
  },

  // Apartamentos en Cundinamarca
  {
    type: 'apartamento',
    op: 'venta',
    loc: '2575403',
    hood: 'Ciudad Verde',
    title: 'Apartamento en Ciudad Verde, Soacha',
    address: 'Carrera 38 # 14-50, Torre 5',
    pitch:
      'El conjunto tiene piscina, gimnasio y parques, y es una alternativa de vivienda asequible para familias que trabajan en el sur de Bogotá.',
    amenities: ['Piscina', 'Gimnasio', 'Parque infantil'],
    tags: ['vis', 'primera-vivienda'],
    fixed: { bedrooms: 2, isNew: true },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '2543001',
    hood: 'Madrid Centro',
    gated: false,
    title: 'Apartamento nuevo en Madrid, Cundinamarca',
    address: 'Carrera 6 # 8-24',
    pitch:
      'Está para estrenar en un edificio de cinco pisos, con cocina integral, calentador a gas y parqueadero comunal.',
    amenities: ['Calentador a gas'],
    tags: ['para-estrenar', 'sabana-occidente'],
    fixed: { isNew: true, totalFloors: 5 },
  },
  {
    type: 'apartamento',
    op: 'arriendo',
    loc: '2512601',
    hood: 'Cajicá Centro',
    gated: false,
    title: 'Apartamento con balcón en Cajicá',
    address: 'Calle 2 # 4-35',
    pitch:
      'Tiene balcón, chimenea a gas y alcobas amplias, en un edificio de baja altura a pocas cuadras del parque principal.',
    amenities: ['Balcón', 'Chimenea'],
    tags: ['sabana-norte'],
    fixed: { totalFloors: 5 },
  },

  // Casas
  {
    type: 'casa',
    op: 'venta',
    loc: '1100113',
    hood: 'Teusaquillo',
    featured: true,
    title: 'Casa de estilo inglés remodelada en Teusaquillo',
    address: 'Calle 36 # 17-42',
    pitch:
      'Conserva la fachada en ladrillo, las ventanas de madera y la escalera original, con cocina, baños e instalaciones eléctricas completamente renovados.',
    amenities: ['Chimenea', 'Estudio', 'Patio'],
    tags: ['remodelada', 'estilo-ingles'],
    fixed: { yearBuilt: 1960, totalFloors: 2 },
  },
  {
    type: 'casa',
    op: 'venta',
    loc: '1100112',
    hood: 'La Castellana',
    status: 'vendido',
    title: 'Casa esquinera en La Castellana',
    address: 'Carrera 47A # 94-31',
    pitch:
      'El lote es esquinero, con antejardín y patio trasero; tiene cuatro alcobas en el segundo piso y un estudio independiente en la primera planta.',
    amenities: ['Jardín', 'Estudio', 'Patio'],
    tags: ['esquinera'],
    fixed: { bedrooms: 4 },
  },
  {
    type: 'casa',
    op: 'arriendo',
    loc: '1100101',
    hood: 'Santa Ana Oriental',
    gated: true,
    title: 'Casa con jardín en Santa Ana Oriental',
    address: 'Calle 110 # 2-60',
    pitch:
      'Hace parte de un conjunto de solo ocho casas y tiene jardín privado, chimenea de leña y cuarto de servicio con baño.',
    amenities: ['Jardín', 'Chimenea', 'Cuarto de servicio'],
    tags: ['jardin', 'conjunto-cerrado'],
  },
  {
    type: 'casa',
    op: 'arriendo',
    loc: '1100111',
    hood: 'San José de Bavaria',
    gated: true,
    featured: true,
    title: 'Casa en conjunto cerrado en San José de Bavaria',
    address: 'Calle 181 # 66-20',
    pitch:
      'La alcoba principal es tipo suite, hay terraza en el último piso y salida directa a las zonas verdes del conjunto.',
    amenities: ['Terraza', 'BBQ', 'Parque infantil'],
    tags: ['conjunto-cerrado', 'familiar'],
    fixed: { totalFloors: 3 },
  },
  {
    type: 'casa',
    op: 'venta',
    loc: '1100108',
    hood: 'Marsella',
    title: 'Casa rentable de tres niveles en Marsella',
    address: 'Calle 6 # 69-40',
    pitch:
      'Está dividida en tres apartamentos independientes con entrada propia que hoy generan renta mensual, algo ideal para inversionistas.',
    tags: ['rentable', 'inversion'],
    fixed: { totalFloors: 3, bedrooms: 6, bathrooms: 3, areaRange: [180, 240] },
  },
  {
    type: 'casa',
    op: 'venta',
    loc: '1100118',
    hood: 'Quiroga',
    title: 'Casa con local comercial en Quiroga',
    address: 'Calle 32 Sur # 22-15',
    pitch:
      'En el primer piso funciona un local sobre la calle y en el segundo y tercer nivel está la vivienda familiar, con terraza cubierta.',
    amenities: ['Terraza'],
    tags: ['rentable', 'uso-mixto'],
    fixed: { totalFloors: 3 },
  },
  {
    type: 'casa',
    op: 'arriendo',
    loc: '1100110',
    hood: 'Minuto de Dios',
    title: 'Casa de dos plantas en Minuto de Dios',
    address: 'Carrera 73 # 81-40',
    pitch:
      'Es una casa tradicional del barrio, en buen estado, con cuatro alcobas, patio de ropas y garaje para un carro.',
    amenities: ['Patio', 'Garaje cubierto'],
    tags: ['familiar'],
    fixed: { totalFloors: 2, bedrooms: 4, parking: 1 },
  },
  {
    type: 'casa',
    op: 'venta',
    loc: '2517502',
    hood: 'Fonquetá',
    title: 'Casa campestre en Fonquetá',
    address: 'Km 2 vía Chía-Tabio, vereda Fonquetá',
    pitch:
      'Ocupa un lote de más de mil metros, con jardines, huerta y una sala con chimenea rodeada de ventanales hacia la sabana.',
    amenities: ['Jardín', 'Chimenea', 'BBQ'],
    tags: ['campestre', 'sabana-norte'],
  },
  {
    type: 'casa',
    op: 'arriendo',
    loc: '2512602',
    hood: 'Capellanía',
    gated: true,
    title: 'Casa en condominio en Capellanía',
    address: 'Km 1 vía Cajicá-Tabio, vereda Capellanía',
    pitch:
      'El condominio tiene portería, senderos peatonales y salón social; la casa cuenta con estudio, terraza y zona BBQ privada.',
    amenities: ['Estudio', 'Terraza', 'BBQ'],
    tags: ['condominio', 'sabana-norte'],
  },
  {
    type: 'casa',
    op: 'venta',
    loc: '2589901',
    hood: 'Zipaquirá Centro',
    title: 'Casa colonial en el centro histórico de Zipaquirá',
    address: 'Calle 4 # 7-28',
    pitch:
      'Tiene patio central, corredores en madera y techos de teja de barro, y fue restaurada respetando su estilo original.',
    amenities: ['Patio'],
    tags: ['colonial'],
    fixed: { totalFloors: 1, yearBuilt: 1960, areaRange: [200, 280] },
  },

  // Oficinas
  {
    type: 'oficina',
    op: 'arriendo',
    loc: '1100102',
    hood: 'El Retiro',
    featured: true,
    title: 'Oficina ejecutiva cerca del Centro Andino',
    address: 'Calle 82 # 11-37',
    pitch:
      'Se entrega con divisiones en vidrio, sala de juntas para diez personas y cableado estructurado; el edificio tiene recepción y control de acceso.',
    amenities: ['Sala de juntas', 'Recepción', 'Cableado estructurado'],
    tags: ['ejecutiva', 'zona-t'],
    fixed: { areaRange: [150, 220] },
  },
  {
    type: 'oficina',
    op: 'arriendo',
    loc: '1100102',
    hood: 'Quinta Camacho',
    title: 'Oficina en casona de Quinta Camacho',
    address: 'Calle 70A # 10-25',
    pitch:
      'Ocupa el segundo piso de una casona de estilo inglés adaptada para uso empresarial, con jardín interior y puestos de trabajo independientes.',
    amenities: ['Sala de juntas', 'Cocineta'],
    tags: ['casona'],
    fixed: { floor: 2, totalFloors: 2, yearBuilt: 1962 },
  },
  {
    type: 'oficina',
    op: 'venta',
    loc: '1100102',
    hood: 'Chicó Norte',
    title: 'Oficina con vista al Parque de la 93',
    address: 'Calle 93 # 11-26',
    pitch:
      'La oficina ocupa media planta con vista directa al parque, baño privado y cocineta; el edificio cuenta con planta eléctrica y parqueadero de visitantes.',
    amenities: ['Baño privado', 'Cocineta', 'Planta eléctrica'],
    tags: ['parque-93', 'inversion'],
  },
  {
    type: 'oficina',
    op: 'venta',
    loc: '1100101',
    hood: 'Santa Bárbara',
    title: 'Oficina en edificio corporativo de Santa Bárbara',
    address: 'Carrera 7 # 116-50',
    pitch:
      'El edificio tiene lobby de doble altura, seis ascensores y auditorio compartido; la oficina se entrega en obra gris para adecuarla a la medida.',
    tags: ['obra-gris', 'corporativo'],
  },
  {
    type: 'oficina',
    op: 'arriendo',
    loc: '1100113',
    hood: 'Ciudad Salitre Oriental',
    status: 'reservado',
    title: 'Oficina en el corredor de la Avenida El Dorado',
    address: 'Calle 24 # 57-25',
    pitch:
      'Es una planta libre con buena luz natural, aire acondicionado y parqueaderos asignados, a pocos minutos del aeropuerto y de varias entidades públicas.',
    amenities: ['Aire acondicionado'],
    tags: ['planta-libre', 'calle-26'],
  },
  {
    type: 'oficina',
    op: 'venta',
    loc: '1100103',
    hood: 'Las Nieves',
    status: 'borrador',
    title: 'Oficina cerca de la Avenida Jiménez',
    address: 'Carrera 7 # 19-38',
    pitch:
      'Está en un edificio tradicional del centro y sirve a firmas de abogados o consultorios por su cercanía a juzgados y entidades públicas.',
    tags: ['centro', 'abogados'],
    fixed: { yearBuilt: 1968 },
  },
  {
    type: 'oficina',
    op: 'arriendo',
    loc: '1100109',
    hood: 'Ciudad Salitre Occidental',
    title: 'Oficina moderna cerca del Aeropuerto El Dorado',
    address: 'Calle 25B # 69C-55',
    pitch:
      'El edificio es reciente, con fachada en vidrio, terraza común en la cubierta y salas de reuniones compartidas que se reservan por horas.',
    amenities: ['Terraza', 'Sala de juntas'],
    tags: ['moderna', 'aeropuerto'],
    fixed: { yearBuilt: 2019 },
  },

  // Locales
  {
    type: 'local',
    op: 'venta',
    loc: '1100115',
    hood: 'Restrepo',
    featured: true,
    title: 'Local esquinero en el Restrepo',
    address: 'Calle 17 Sur # 18-40',
    pitch:
      'Queda en una de las zonas de comercio de calzado y marroquinería más activas del sur de la ciudad, con doble vitrina y mucho flujo peatonal todo el día.',
    amenities: ['Vitrina a la calle', 'Alto tráfico peatonal'],
    tags: ['esquinero', 'inversion'],
    fixed: { areaRange: [60, 110] },
  },
  {
    type: 'local',
    op: 'venta',
    loc: '1100112',
    hood: 'Siete de Agosto',
    title: 'Local para negocio automotriz en el Siete de Agosto',
    address: 'Calle 66 # 24-18',
    pitch:
      'Tiene un frente amplio con portón para el ingreso de vehículos, piso en concreto y altura suficiente para instalar elevadores; el sector concentra talleres y venta de repuestos.',
    tags: ['automotriz'],
    fixed: { areaRange: [120, 160] },
  },
  {
    type: 'local',
    op: 'arriendo',
    loc: '1100104',
    hood: 'Veinte de Julio',
    title: 'Local cerca del Santuario del Veinte de Julio',
    address: 'Calle 27 Sur # 6-22',
    pitch:
      'Está sobre una calle con mucho movimiento los fines de semana y cuenta con baño, mezzanine y cortina metálica.',
    amenities: ['Mezzanine', 'Cortina metálica'],
    tags: ['alto-trafico'],
  },
  {
    type: 'local',
    op: 'arriendo',
    loc: '1100101',
    hood: 'Cedritos',
    status: 'arrendado',
    title: 'Local a la calle en Cedritos',
    address: 'Calle 140 # 11-45',
    pitch:
      'Tiene vitrina sobre la Calle 140 y punto de gas, y por su distribución se adapta bien a un restaurante o una cafetería.',
    amenities: ['Vitrina a la calle', 'Punto de gas'],
    tags: ['restaurante'],
  },
  {
    type: 'local',
    op: 'venta',
    loc: '1100117',
    hood: 'La Concordia',
    title: 'Local para café en La Candelaria',
    address: 'Calle 12C # 2-40',
    pitch:
      'Ocupa parte de una casa colonial con muros en tapia pisada y patio interior, en una calle muy transitada por turistas y estudiantes universitarios.',
    tags: ['turistico', 'colonial'],
    fixed: { yearBuilt: 1960, totalFloors: 2 },
  },
  {
    type: 'local',
    op: 'arriendo',
    loc: '1100114',
    hood: 'Paloquemao',
    title: 'Local frente a la plaza de Paloquemao',
    address: 'Carrera 25 # 18-30',
    pitch:
      'Tiene bodega interna y acceso para cargue y descargue, a pocos pasos de una de las plazas de mercado más concurridas de Bogotá.',
    amenities: ['Bodega interna'],
    tags: ['comercio', 'plaza-de-mercado'],
  },

  // Terrenos
  {
    type: 'terreno',
    op: 'venta',
    loc: '1100111',
    hood: 'Suba Centro',
    title: 'Lote para proyecto de vivienda en Suba',
    address: 'Carrera 91 # 145-30',
    pitch:
      'Es un lote medianero de forma regular con frente sobre vía pavimentada, con potencial para un edificio multifamiliar sujeto a la norma urbanística vigente.',
    tags: ['desarrollo', 'inversion'],
  },
  {
    type: 'terreno',
    op: 'venta',
    loc: '1100105',
    hood: 'Santa Librada',
    status: 'inactivo',
    title: 'Lote esquinero en Santa Librada',
    address: 'Calle 76 Sur # 11-20',
    pitch:
      'El lote es esquinero, tiene servicios públicos disponibles, cerramiento en bloque y acceso vehicular por dos calles.',
    tags: ['esquinero'],
  },
  {
    type: 'terreno',
    op: 'venta',
    loc: '1100119',
    hood: 'Perdomo',
    title: 'Lote comercial en el Perdomo',
    address: 'Calle 61 Sur # 72-15',
    pitch:
      'El terreno es plano y tiene buen frente sobre una vía principal, interesante para bodega, parqueadero o comercio de barrio.',
    tags: ['comercial'],
  },
  {
    type: 'terreno',
    op: 'venta',
    loc: '2517504',
    hood: 'Yerbabuena',
    featured: true,
    title: 'Lote campestre en Yerbabuena',
    address: 'Km 19 Autopista Norte, vereda Yerbabuena',
    pitch:
      'Tiene árboles nativos y topografía suave, dentro de un sector de casas campestres, con acueducto veredal y energía disponibles.',
    tags: ['campestre', 'sabana-norte'],
  },
  {
    type: 'terreno',
    op: 'venta',
    loc: '2581702',
    hood: 'Canavita',
    status: 'vendido',
    title: 'Lote industrial en Canavita',
    address: 'Vereda Canavita, vía Tocancipá-Gachancipá',
    pitch: 'Es de forma regular y está cerca del corredor industrial de Tocancipá, con acceso para vehículos de carga.',
    tags: ['industrial', 'inversion'],
  },

  // Fincas
  {
    type: 'finca',
    op: 'venta',
    loc: '2537702',
    hood: 'El Salitre',
    featured: true,
    title: 'Finca con vista al embalse de San Rafael',
    address: 'Km 8 vía Bogotá-La Calera, vereda El Salitre',
    pitch:
      'La casa, construida en madera y piedra, tiene chimenea; además hay casa de mayordomo, establo y senderos entre bosque nativo, a menos de una hora del norte de Bogotá.',
    amenities: ['Chimenea', 'Casa de mayordomo', 'Establo'],
    tags: ['vista-panoramica', 'clima-frio'],
  },
  {
    type: 'finca',
    op: 'venta',
    loc: '2529002',
    hood: 'Chinauta',
    title: 'Finca de descanso en Chinauta',
    address: 'Vereda Chinauta, vía Fusagasugá-Melgar',
    pitch:
      'Tiene clima templado todo el año, piscina, kiosco con BBQ y árboles frutales, y todas las alcobas de la casa tienen baño privado.',
    amenities: ['Piscina', 'Kiosco', 'BBQ', 'Árboles frutales'],
    tags: ['clima-templado', 'descanso'],
    fixed: { bedrooms: 5, bathrooms: 6 },
  },
  {
    type: 'finca',
    op: 'venta',
    loc: '2575803',
    hood: 'Aposentos',
    status: 'reservado',
    title: 'Finca lechera en Aposentos',
    address: 'Vereda Aposentos, vía Sopó-La Calera',
    pitch:
      'Cuenta con potreros divididos, sala de ordeño y establo, además de una casa campesina restaurada con chimenea.',
    amenities: ['Establo', 'Chimenea'],
    tags: ['productiva', 'ganaderia'],
    fixed: { bedrooms: 4, bathrooms: 3 },
  },
  {
    type: 'finca',
    op: 'arriendo',
    loc: '2530702',
    hood: 'Barzaloza',
    title: 'Finca con piscina en Barzaloza',
    address: 'Vereda Barzaloza, vía Girardot-Nariño',
    pitch:
      'Se arrienda por meses a familias que buscan tierra caliente cerca de Bogotá e incluye piscina, jacuzzi, kiosco y cancha múltiple.',
    amenities: ['Piscina', 'Jacuzzi', 'Kiosco'],
    tags: ['clima-calido', 'piscina'],
  },
  {
    type: 'finca',
    op: 'venta',
    loc: '2526903',
    hood: 'Manablanca',
    title: 'Finca productiva en Manablanca',
    address: 'Vereda Manablanca, Facatativá',
    pitch:
      'Tiene invernaderos en funcionamiento, reservorio de agua y una casa de dos plantas, útil para proyectos agrícolas o de floricultura.',
    amenities: ['Invernadero', 'Huerta'],
    tags: ['productiva', 'agricola'],
    fixed: { totalFloors: 2 },
  },

  // Bodegas
  {
    type: 'bodega',
    op: 'venta',
    loc: '1100109',
    hood: 'Montevideo',
    title: 'Bodega con muelle de carga en Montevideo',
    address: 'Calle 18 # 68D-41',
    pitch:
      'Tiene dos muelles de carga, oficinas en mezzanine y una altura libre cercana a los nueve metros, a pocas cuadras de la Avenida 68.',
    amenities: ['Muelle de carga', 'Oficinas administrativas'],
    tags: ['industrial'],
  },
  {
    type: 'bodega',
    op: 'arriendo',
    loc: '1100116',
    hood: 'Pensilvania',
    title: 'Bodega industrial en Pensilvania, Puente Aranda',
    address: 'Carrera 36 # 10-45',
    pitch:
      'Tiene acometida eléctrica trifásica, baños para el personal y patio de maniobras, en una zona industrial consolidada.',
    amenities: ['Patio de maniobras'],
    tags: ['industrial'],
  },
  {
    type: 'bodega',
    op: 'arriendo',
    loc: '2521402',
    hood: 'Siberia',
    gated: true,
    featured: true,
    title: 'Bodega en parque industrial de Siberia',
    address: 'Km 2 vía Siberia-Cota',
    pitch:
      'El parque industrial tiene vigilancia permanente, patio de maniobras para tractomulas y red contra incendios; la bodega incluye oficinas en mezzanine.',
    amenities: ['Patio de maniobras', 'Red contra incendios', 'Acceso para tractomulas'],
    tags: ['parque-industrial', 'logistica'],
  },
  {
    type: 'bodega',
    op: 'venta',
    loc: '2528602',
    hood: 'El Cacique',
    gated: true,
    title: 'Bodega con oficinas en Funza',
    address: 'Km 1 vía Funza-Siberia, vereda El Cacique',
    pitch:
      'Incluye un bloque de oficinas de dos pisos, cafetería para empleados y zona de parqueo para camiones, en un sector logístico muy cercano a Bogotá.',
    amenities: ['Oficinas administrativas'],
    tags: ['logistica'],
    fixed: { totalFloors: 2 },
  },
  {
    type: 'bodega',
    op: 'venta',
    loc: '2547302',
    hood: 'Balsillas',
    status: 'borrador',
    title: 'Bodega logística en Mosquera',
    address: 'Km 4 vía Mosquera-La Mesa, vereda Balsillas',
    pitch:
      'Tiene estructura metálica, cubierta termoacústica y piso industrial de alta resistencia, con espacio para ampliar la zona de almacenamiento.',
    amenities: ['Piso industrial'],
    tags: ['logistica'],
  },
];

// ---------------------------------------------------------------------------
// Nearby places: per barrio in Bogotá, per sector (locality code) in Cundinamarca.
// Phrases start with "a ...", "cerca ...", "con ..." or "en ..." and get a verb prepended.
// ---------------------------------------------------------------------------

const NEARBY: Record<string, string[]> = {
  'Chicó Navarra': ['a pocos minutos del Parque de la 93', 'cerca de la Calle 100 y de la Avenida 19'],
  Rosales: ['a pocos minutos de la Zona G y de la Carrera Séptima'],
  'Chapinero Alto': ['cerca de la Carrera Séptima, a pocos minutos de la Zona G'],
  'Quinta Camacho': [
    'a pocas cuadras de la Zona G y de la estación Calle 72 de TransMilenio',
    'cerca del Parque El Virrey y de la Carrera Once',
  ],
  'El Retiro': [
    'a pocos pasos del Centro Andino, la Zona T y el Parque El Virrey',
    'en plena zona de restaurantes y comercio de la Calle 82',
  ],
  'Chapinero Central': ['cerca de las estaciones Marly y Calle 57 de la troncal Caracas'],
  'Chicó Norte': ['a pocas cuadras del Parque El Virrey y de la Carrera 15'],
  'Santa Bárbara': [
    'a pocos minutos de Unicentro y de la plaza fundacional de Usaquén',
    'cerca del centro comercial Hacienda Santa Bárbara y de la Carrera Séptima',
  ],
  Cedritos: [
    'con comercio de barrio, supermercados y restaurantes sobre la Calle 140 y la Calle 147',
    'en un sector residencial con buena oferta de restaurantes, bancos y supermercados',
  ],
  'Country Club': ['junto al Country Club de Bogotá y a pocos minutos de Unicentro'],
  'Santa Ana Oriental': ['cerca del centro comercial Santa Ana y de la Carrera Séptima'],
  Venecia: ['con acceso a la Autopista Sur, cerca del Parque El Tunal'],
  Niza: ['cerca del Humedal Córdoba y del Centro Comercial Bulevar Niza'],
  'Colina Campestre': ['a pocos minutos del Centro Comercial Colina y de la Avenida Boyacá'],
  Mazurén: ['con acceso rápido a la Autopista Norte y a la Avenida Boyacá'],
  'San José de Bavaria': [
    'con acceso a la Avenida Boyacá y a la Calle 170',
    'a pocos minutos del Centro Comercial Santafé',
  ],
  Galerías: ['a pocas cuadras del Centro Comercial Galerías y del estadio El Campín'],
  'La Soledad': ['a pocos minutos de la Universidad Nacional y del Parque Simón Bolívar'],
  Teusaquillo: ['cerca de la Avenida Caracas, a pocos minutos del Parque Nacional y del Centro Internacional'],
  'Ciudad Salitre Oriental': ['cerca del centro comercial Gran Estación y de la Avenida El Dorado'],
  'La Macarena': ['a pocos pasos del Parque de la Independencia y de la Plaza de Toros La Santamaría'],
  'Las Nieves': ['cerca del Parque Santander y del Museo del Oro'],
  Hayuelos: ['cerca del Centro Comercial Hayuelos y de la Avenida La Esperanza'],
  Modelia: ['con acceso a la Avenida Calle 26 y a la estación Modelia de TransMilenio'],
  'Ciudad Salitre Occidental': ['a pocos minutos del Aeropuerto El Dorado y del Centro Comercial Salitre Plaza'],
  Montevideo: ['a pocos minutos del Aeropuerto El Dorado y de la Calle 13'],
  Normandía: ['cerca de la estación Normandía de la troncal Calle 26, a pocos minutos del Jardín Botánico'],
  'Minuto de Dios': ['cerca de la Calle 80 y del Centro Comercial Titán Plaza'],
  Castilla: ['con acceso a la Avenida de las Américas, cerca del Centro Comercial Plaza de las Américas'],
  Marsella: ['a pocas cuadras del Centro Comercial Plaza de las Américas y de la Avenida de las Américas'],
  'Ciudadela El Recreo': ['cerca del Parque Metropolitano El Recreo, a pocos minutos del Portal de las Américas'],
  'Los Andes': ['con acceso a la Avenida Suba, la Calle 100 y la Autopista Norte'],
  'La Castellana': ['con acceso rápido a la Autopista Norte y a la Calle 100'],
  'Siete de Agosto': ['cerca de la Avenida Calle 68 y de la NQS'],
  Quiroga: ['con acceso a la Avenida Primero de Mayo y a la Avenida Caracas'],
  Restrepo: ['con acceso a la Avenida Primero de Mayo y a la estación Restrepo de TransMilenio'],
  'Veinte de Julio': ['cerca del Portal 20 de Julio y de la troncal Carrera Décima'],
  'La Concordia': ['a pocas cuadras del Chorro de Quevedo y de la Plaza de Bolívar'],
  Paloquemao: ['con acceso a la Avenida Calle 19, la NQS y la estación Ricaurte'],
  Pensilvania: ['con acceso a la Avenida de las Américas, la NQS y la Calle 13'],
  'Suba Centro': ['cerca de la plaza fundacional de Suba y de la troncal Suba de TransMilenio'],
  'Santa Librada': ['con acceso a la Avenida Caracas y a la Autopista al Llano'],
  Perdomo: ['con acceso a la Autopista Sur, cerca de la estación Perdomo de TransMilenio'],
  '2575403': ['con acceso a la Autopista Sur y a las estaciones de TransMilenio de Soacha'],
  '2543001': ['a pocas cuadras del parque principal de Madrid'],
  '2512601': ['con acceso a la vía Chía-Cajicá y a la Autopista Norte'],
  '2517502': ['a pocos minutos del casco urbano de Chía y de la vía a Tabio'],
  '2512602': ['a pocos minutos del casco urbano de Cajicá'],
  '2589901': ['a pocas cuadras de la Plaza de los Comuneros y a pocos minutos de la Catedral de Sal'],
  '2517504': ['con acceso directo a la Autopista Norte, a pocos minutos del norte de Bogotá'],
  '2581702': ['con acceso a la Autopista Norte y a la vía Briceño-Tunja'],
  '2537702': ['cerca del casco urbano de La Calera'],
  '2529002': ['con acceso a la vía Bogotá-Girardot, a pocos minutos de Fusagasugá'],
  '2575803': ['cerca del Parque Ecológico Pionono y del casco urbano de Sopó'],
  '2530702': ['a pocos minutos del centro de Girardot y del río Magdalena'],
  '2526903': ['a pocos minutos del casco urbano de Facatativá'],
  '2521402': ['con acceso a la Calle 80 y a la Autopista Medellín'],
  '2528602': ['con acceso a la Calle 13 y a la vía Funza-Siberia'],
  '2547302': ['con acceso a la Calle 13, cerca de la Laguna La Herrera'],
};

function nearbySentence(place: string, rng: Rng): string {
  if (place.startsWith('con ')) return `Cuenta ${place}.`;
  return `${rng.pick(place.startsWith('en ') ? ['Está', 'Se encuentra'] : ['Está', 'Queda', 'Se encuentra'])} ${place}.`;
}

// ---------------------------------------------------------------------------
// Pricing and features
// ---------------------------------------------------------------------------

type Estrato = SeedNeighborhood['estrato'];

/** Approximate sale price per m² in Bogotá by estrato (index 0 = estrato 1), in COP. */
const PRICE_PER_M2: Record<PropertyType, readonly number[]> = {
  apartamento: [2_900_000, 3_400_000, 4_600_000, 6_200_000, 8_000_000, 10_500_000],
  casa: [2_400_000, 2_800_000, 3_600_000, 5_000_000, 6_800_000, 8_500_000],
  oficina: [4_000_000, 4_500_000, 5_500_000, 7_000_000, 8_500_000, 10_000_000],
  local: [3_500_000, 4_000_000, 5_000_000, 6_500_000, 8_000_000, 9_500_000],
  terreno: [900_000, 1_200_000, 1_800_000, 2_500_000, 3_200_000, 4_000_000],
  finca: [40_000, 45_000, 55_000, 70_000, 90_000, 110_000],
  bodega: [2_600_000, 2_700_000, 2_800_000, 3_000_000, 3_200_000, 3_400_000],
};

/** Outside Bogotá prices per m² are lower; rural lots much lower. */
const OUTSIDE_BOGOTA_FACTOR: Record<PropertyType, number> = {
  apartamento: 0.75,
  casa: 0.8,
  oficina: 0.8,
  local: 0.8,
  terreno: 0.12,
  finca: 1,
  bodega: 0.85,
};

/** Monthly rent as a fraction of the sale value. */
const RENT_YIELD: Record<Exclude<PropertyType, 'terreno'>, number> = {
  apartamento: 0.0048,
  casa: 0.0042,
  oficina: 0.0065,
  local: 0.007,
  finca: 0.0035,
  bodega: 0.0065,
};

const SALE_RANGE: Record<PropertyType, [number, number]> = {
  apartamento: [180e6, 2_500e6],
  casa: [300e6, 4_000e6],
  oficina: [250e6, 2_000e6],
  local: [150e6, 1_500e6],
  terreno: [120e6, 3_000e6],
  finca: [600e6, 5_000e6],
  bodega: [800e6, 6_000e6],
};

const RENT_RANGE: Record<Exclude<PropertyType, 'terreno'>, [number, number]> = {
  apartamento: [1.2e6, 12e6],
  casa: [2e6, 18e6],
  oficina: [2.5e6, 25e6],
  local: [2e6, 20e6],
  bodega: [6e6, 40e6],
  finca: [4e6, 15e6],
};

const APARTMENT_AREA: Record<Estrato, [number, number]> = {
  1: [38, 50],
  2: [42, 58],
  3: [52, 78],
  4: [65, 115],
  5: [90, 170],
  6: [120, 260],
};
const HOUSE_AREA: Record<Estrato, [number, number]> = {
  1: [72, 120],
  2: [72, 120],
  3: [110, 200],
  4: [140, 260],
  5: [200, 380],
  6: [280, 520],
};
/** Administración per m² for apartments, by estrato. */
const ADMIN_PER_M2: Record<Estrato, number> = { 1: 3000, 2: 3500, 3: 4500, 4: 5500, 5: 7000, 6: 9000 };

export type Rng = ReturnType<typeof makeRng>;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeRng(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const float = (min: number, max: number) => min + next() * (max - min);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return { next, int, float, pick, shuffle };
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, [min, max]: [number, number]) => Math.min(max, Math.max(min, value));

function buildFeatures(spec: Spec, estrato: Estrato, inBogota: boolean, rng: Rng): Features {
  const fixed = spec.fixed ?? {};
  const range = (fallback: [number, number]) => fixed.areaRange ?? fallback;
  let f: Features;
  switch (spec.type) {
    case 'apartamento': {
      const area = rng.int(...range(APARTMENT_AREA[estrato]));
      const bedrooms = fixed.bedrooms ?? (area < 45 ? 1 : area < 70 ? 2 : area < 130 ? 3 : rng.int(3, 4));
      const bathrooms =
        bedrooms <= 1
          ? 1
          : bedrooms === 2
            ? area < 60
              ? 1
              : rng.int(1, 2)
            : bedrooms === 3
              ? area < 90
                ? 2
                : rng.int(2, 3)
              : rng.int(3, 4) + (estrato === 6 ? 1 : 0);
      const parking =
        estrato <= 2
          ? 0
          : estrato === 3
            ? rng.int(0, 1)
            : estrato === 4
              ? 1
              : estrato === 5
                ? rng.int(1, 2)
                : bedrooms <= 2
                  ? 2
                  : rng.int(2, 3);
      const totalFloors =
        fixed.totalFloors ?? (estrato <= 3 ? rng.int(5, 16) : estrato === 4 ? rng.int(5, 12) : rng.int(4, 10));
      const floor = fixed.penthouse ? totalFloors : rng.int(Math.min(2, totalFloors), totalFloors);
      const yearBuilt = fixed.isNew ? rng.int(2024, 2025) : estrato <= 2 ? rng.int(2005, 2023) : rng.int(1978, 2022);
      f = { bedrooms, bathrooms, parking, area, floor, totalFloors, yearBuilt };
      break;
    }
    case 'casa': {
      const area = rng.int(...range(inBogota ? HOUSE_AREA[estrato] : [180, 400]));
      const bedrooms = rng.int(3, 5);
      const parking = !inBogota
        ? rng.int(2, 3)
        : estrato <= 3
          ? rng.int(0, 1)
          : estrato === 4
            ? rng.int(1, 2)
            : rng.int(2, 4);
      f = {
        bedrooms,
        bathrooms: rng.int(bedrooms - 1, bedrooms),
        parking,
        area,
        floor: 1,
        totalFloors: rng.int(2, 3),
        yearBuilt: rng.int(1965, 2015),
      };
      break;
    }
    case 'oficina': {
      const area = rng.int(...range(estrato >= 5 ? [60, 220] : [40, 180]));
      const totalFloors = rng.int(8, 20);
      f = {
        bedrooms: 0,
        bathrooms: area < 80 ? 1 : area < 160 ? 2 : 3,
        parking: estrato >= 5 ? rng.int(2, 4) : rng.int(1, 2),
        area,
        floor: rng.int(2, totalFloors),
        totalFloors,
        yearBuilt: rng.int(1985, 2022),
      };
      break;
    }
    case 'local': {
      const area = rng.int(...range([25, 160]));
      f = {
        bedrooms: 0,
        bathrooms: 1,
        parking: estrato >= 4 ? 1 : 0,
        area,
        floor: 1,
        totalFloors: rng.int(1, 4),
        yearBuilt: rng.int(1965, 2020),
      };
      break;
    }
    case 'terreno':
      // A lot has no construction; yearBuilt is kept inside the model's range and is not meaningful.
      f = {
        bedrooms: 0,
        bathrooms: 0,
        parking: 0,
        area: roundTo(rng.int(...range(inBogota ? [220, 900] : [2000, 7000])), 10),
        floor: 0,
        totalFloors: 0,
        yearBuilt: 2025,
      };
      break;
    case 'finca': {
      const bedrooms = rng.int(3, 7);
      f = {
        bedrooms,
        bathrooms: rng.int(Math.max(2, Math.ceil(bedrooms / 2)), bedrooms),
        parking: rng.int(4, 8),
        area: roundTo(rng.int(...range([8000, 40000])), 100),
        floor: 1,
        totalFloors: rng.int(1, 2),
        yearBuilt: rng.int(1975, 2015),
      };
      break;
    }
    case 'bodega':
      f = {
        bedrooms: 0,
        bathrooms: rng.int(2, 4),
        parking: rng.int(3, 10),
        area: roundTo(rng.int(...range([500, 2000])), 10),
        floor: 1,
        totalFloors: rng.int(1, 2),
        yearBuilt: rng.int(1985, 2022),
      };
      break;
  }
  const { penthouse: _p, isNew: _n, areaRange: _a, ...overrides } = fixed;
  f = { ...f, ...overrides };
  if (fixed.totalFloors !== undefined && fixed.floor === undefined && f.floor > f.totalFloors) f.floor = f.totalFloors;
  return f;
}

function computePrice(spec: Spec, estrato: Estrato, area: number, inBogota: boolean, rng: Rng): number {
  const factor = inBogota ? 1 : OUTSIDE_BOGOTA_FACTOR[spec.type];
  const value = area * (PRICE_PER_M2[spec.type][estrato - 1] ?? 0) * factor * rng.float(0.92, 1.08);
  if (spec.op === 'venta' || spec.type === 'terreno') return roundTo(clamp(value, SALE_RANGE[spec.type]), 1_000_000);
  const rent = value * RENT_YIELD[spec.type] * rng.float(0.95, 1.05);
  return roundTo(clamp(rent, RENT_RANGE[spec.type]), 50_000);
}

function computeAdminFee(type: PropertyType, estrato: Estrato, area: number, gated: boolean, rng: Rng): number {
  let perM2 = 0;
  if (type === 'apartamento') perM2 = ADMIN_PER_M2[estrato];
  else if (type === 'casa' && gated) perM2 = 2500;
  else if (type === 'oficina') perM2 = estrato >= 5 ? 11_000 : 8000;
  else if (type === 'local' && estrato >= 4) perM2 = 5000;
  else if (type === 'bodega' && gated) perM2 = 1800;
  return roundTo(area * perM2 * rng.float(0.9, 1.1), 1000);
}

// ---------------------------------------------------------------------------
// Amenities, requirements, text
// ---------------------------------------------------------------------------

const AMENITY_POOL: Record<PropertyType, string[]> = {
  apartamento: [
    'Salón comunal',
    'Parque infantil',
    'Zona de lavandería',
    'Calentador a gas',
    'Depósito',
    'Bicicletero',
    'Balcón',
  ],
  casa: ['Jardín', 'Patio', 'Estudio', 'Zona de lavandería', 'BBQ', 'Garaje cubierto', 'Calentador a gas', 'Terraza'],
  oficina: [
    'Recepción',
    'Sala de juntas',
    'Cableado estructurado',
    'Planta eléctrica',
    'Parqueadero de visitantes',
    'Cocineta',
    'Baño privado',
  ],
  local: [
    'Vitrina a la calle',
    'Baño privado',
    'Mezzanine',
    'Cortina metálica',
    'Punto de gas',
    'Alto tráfico peatonal',
  ],
  terreno: ['Servicios públicos disponibles', 'Acceso vehicular', 'Topografía plana', 'Cerramiento', 'Vía pavimentada'],
  finca: ['BBQ', 'Casa de mayordomo', 'Zonas verdes', 'Huerta', 'Nacedero de agua', 'Cancha múltiple'],
  bodega: [
    'Muelle de carga',
    'Oficinas administrativas',
    'Patio de maniobras',
    'Planta eléctrica',
    'Red contra incendios',
    'Piso industrial',
  ],
};
const UPSCALE_APARTMENT = ['Gimnasio', 'BBQ', 'Chimenea', 'Estudio', 'Piscina', 'Terraza comunal'];

function buildAmenities(spec: Spec, estrato: Estrato, gated: boolean, rng: Rng): string[] {
  const out = new Set<string>(spec.type === 'apartamento' || spec.type === 'casa' ? ['Cocina integral'] : []);
  if (gated || spec.type === 'oficina' || (spec.type === 'apartamento' && estrato >= 3)) out.add('Portería 24 horas');
  for (const a of spec.amenities ?? []) out.add(a);
  let pool = AMENITY_POOL[spec.type];
  if (spec.type === 'apartamento' && estrato >= 4) pool = [...pool, ...UPSCALE_APARTMENT];
  if (spec.type === 'casa' && estrato >= 4) pool = [...pool, 'Chimenea', 'Cuarto de servicio'];
  const target = out.size + rng.int(2, estrato >= 5 ? 4 : 3);
  for (const a of rng.shuffle(pool)) {
    if (out.size >= target) break;
    out.add(a);
  }
  return [...out];
}

const HOME_REQUIREMENTS = [
  'Póliza de arrendamiento',
  'Certificado laboral',
  'Extractos bancarios de 3 meses',
  'Ingresos de al menos tres veces el canon',
  'Copia de la cédula',
];
const BUSINESS_REQUIREMENTS = [
  'Certificado de Cámara de Comercio',
  'RUT actualizado',
  'Estados financieros del último año',
  'Declaración de renta',
  'Póliza de arrendamiento',
];

function buildRequirements(spec: Spec, inBogota: boolean, rng: Rng): string[] {
  if (spec.op === 'venta') return [];
  const business = spec.type === 'oficina' || spec.type === 'local' || spec.type === 'bodega';
  const guarantor = inBogota ? 'Fiador con finca raíz en Bogotá' : 'Codeudor con finca raíz';
  const pool = rng.shuffle(business ? BUSINESS_REQUIREMENTS : HOME_REQUIREMENTS).slice(0, rng.int(2, 3));
  return [guarantor, ...pool];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const joinEs = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
const hectares = (m2: number) => String(Math.round(m2 / 1000) / 10).replace('.', ',');
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

function intro(spec: Spec, f: Features, city: string, rng: Rng): string {
  const rooms = [plural(f.bedrooms, 'alcoba', 'alcobas'), plural(f.bathrooms, 'baño', 'baños')];
  if (f.parking > 0) rooms.push(plural(f.parking, 'parqueadero', 'parqueaderos'));
  const where = spec.loc.startsWith('11001') ? spec.hood : `${spec.hood} (${city})`;
  switch (spec.type) {
    case 'apartamento':
      return rng.pick([
        `Apartamento de ${f.area} m² en ${where}, con ${joinEs(rooms)}.`,
        `En ${where} ofrecemos este apartamento de ${f.area} m² en el piso ${f.floor}, con ${joinEs(rooms)}.`,
        `Este apartamento de ${f.area} m² en ${where} tiene ${joinEs(rooms)}.`,
      ]);
    case 'casa':
      return rng.pick([
        `Casa de ${f.area} m² construidos en ${where}, con ${joinEs(rooms)}.`,
        `En ${where} ofrecemos una casa de ${plural(f.totalFloors, 'nivel', 'niveles')} y ${f.area} m², con ${joinEs(rooms)}.`,
      ]);
    case 'oficina':
      return f.totalFloors <= 3
        ? `Oficina de ${f.area} m² en ${where}, con ${joinEs(rooms.slice(1))}.`
        : `Oficina de ${f.area} m² en el piso ${f.floor} de un edificio de ${plural(f.totalFloors, 'piso', 'pisos')} en ${where}, con ${joinEs(rooms.slice(1))}.`;
    case 'local':
      return rng.pick([
        `Local comercial de ${f.area} m² en ${where}.`,
        `En ${where} ofrecemos un local de ${f.area} m² en primer piso.`,
      ]);
    case 'terreno':
      return `Lote de ${thousands(f.area)} m² en ${where}.`;
    case 'finca':
      return `Finca de ${hectares(f.area)} hectáreas en la vereda ${spec.hood} (${city}), con casa principal de ${plural(f.bedrooms, 'habitación', 'habitaciones')} y ${plural(f.bathrooms, 'baño', 'baños')}.`;
    case 'bodega':
      return `Bodega de ${thousands(f.area)} m² en ${where}, con ${plural(f.bathrooms, 'baño', 'baños')} y espacio para ${plural(f.parking, 'vehículo', 'vehículos')}.`;
  }
}

function closing(spec: Spec, adminFee: number, rng: Rng): string {
  const home = spec.type === 'apartamento' || spec.type === 'casa' || spec.type === 'finca';
  if (spec.op === 'arriendo') {
    const options = ['Disponible para entrega inmediata.', 'Se puede agendar la visita de lunes a sábado.'];
    if (adminFee > 0) options.push('El valor de la administración se paga aparte del canon.');
    options.push(
      home
        ? 'El estudio de arrendamiento se hace con aseguradora y tarda pocos días.'
        : 'Se aceptan arrendatarios persona natural o jurídica, previo estudio.',
    );
    return rng.pick(options);
  }
  if (spec.type === 'terreno' || spec.type === 'finca') {
    return rng.pick([
      'La documentación está lista para el estudio de títulos.',
      'Se reciben ofertas y se puede visitar con cita previa.',
    ]);
  }
  return rng.pick(
    home
      ? [
          'Se puede comprar con crédito hipotecario o leasing habitacional.',
          'Una buena opción tanto para vivir como para invertir.',
          'Los papeles están al día y listos para escriturar.',
        ]
      : ['Una inversión interesante para renta.', 'La documentación está lista para el estudio de títulos.'],
  );
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function unitSuffix(type: PropertyType, f: Features, gated: boolean, rng: Rng): string {
  switch (type) {
    case 'apartamento':
      return `, Apto ${f.floor}0${rng.int(1, 4)}`;
    case 'oficina':
      return `, Oficina ${f.floor}0${rng.int(1, 6)}`;
    case 'local':
      return `, Local ${rng.int(1, 3)}`;
    case 'casa':
      return gated ? `, Casa ${rng.int(1, 24)}` : '';
    case 'bodega':
      return gated ? `, Bodega ${rng.int(1, 40)}` : '';
    default:
      return '';
  }
}

function findLocation(spec: Spec): { locality: SeedLocality; hood: SeedNeighborhood } {
  const locality = localities.find((l) => l.code === spec.loc);
  const hood = neighborhoods[spec.loc]?.find((n) => n.name === spec.hood);
  if (!locality || !hood) throw new Error(`Unknown location ${spec.loc} / ${spec.hood}`);
  return { locality, hood };
}

const SEED = 20_251_122;

/** Per-catalogue state that keeps slugs unique and nearby sentences from repeating. */
export interface ListingState {
  slugCounts: Map<string, number>;
  nearbyTurn: Map<string, number>;
}

export const newListingState = (): ListingState => ({ slugCounts: new Map(), nearbyTurn: new Map() });

/** One listing from its spec: features, price, text and dates derived with `rng` (i = position). */
export function buildListing(spec: Spec, i: number, rng: Rng, { slugCounts, nearbyTurn }: ListingState): SeedProperty {
  const { locality, hood } = findLocation(spec);
  const city = cities.find((c) => c.code === locality.cityCode);
  if (!city) throw new Error(`Unknown city ${locality.cityCode}`);
  const inBogota = city.code === '11001';
  const estrato = hood.estrato;
  const status = spec.status ?? 'disponible';
  const featured = spec.featured ?? false;

  const f = buildFeatures(spec, estrato, inBogota, rng);
  const gated = spec.gated ?? spec.type === 'apartamento';
  const price = computePrice(spec, estrato, f.area, inBogota, rng);
  const adminFee = computeAdminFee(spec.type, estrato, f.area, gated, rng);
  const residential = spec.type === 'apartamento' || spec.type === 'casa' || spec.type === 'finca';
  const petsAllowed = residential && (spec.op === 'venta' || spec.type !== 'apartamento' || rng.next() < 0.7);
  const elevator =
    (spec.type === 'apartamento' && (f.totalFloors > 5 || estrato >= 5)) ||
    (spec.type === 'oficina' && f.totalFloors > 3);

  // Rotate through the nearby places so two listings in the same area do not repeat the sentence.
  const nearbyKey = inBogota ? hood.name : locality.code;
  const places = NEARBY[nearbyKey] ?? [];
  const turn = nearbyTurn.get(nearbyKey) ?? rng.int(0, 5);
  nearbyTurn.set(nearbyKey, turn + 1);
  const place = places[turn % places.length];
  const nearby = place ? nearbySentence(place, rng) : '';
  const description = [intro(spec, f, city.name, rng), spec.pitch, nearby, closing(spec, adminFee, rng)]
    .filter(Boolean)
    .join(' ');

  const slugBase = slugify(`${spec.type}-${spec.op}-${spec.hood}`);
  const n = (slugCounts.get(slugBase) ?? 0) + 1;
  slugCounts.set(slugBase, n);

  let createdDaysAgo = [rng.int(1, 29), rng.int(30, 59), rng.int(60, 120), rng.int(0, 29)][i % 4] ?? 0;
  if (status === 'borrador') createdDaysAgo = rng.int(0, 5);
  if (status === 'vendido' || status === 'arrendado') createdDaysAgo = rng.int(75, 120);
  const published = status !== 'borrador' && status !== 'pendiente';
  const views = published
    ? Math.min(2500, Math.round(createdDaysAgo * rng.float(3, 14) * (featured ? 1.8 : 1)) + rng.int(5, 40))
    : 0;

  const tags = [
    spec.type,
    spec.op,
    `estrato-${estrato}`,
    slugify(inBogota ? locality.name : city.name),
    ...(spec.tags ?? []),
  ];
  if (petsAllowed && residential) tags.push('pet-friendly');

  return {
    slug: `${slugBase}-${n}`,
    title: spec.title,
    description,
    price,
    type: spec.type,
    operation: spec.op,
    status,
    featured,
    // Businesses want to be found; homes show an approximate area.
    showExactLocation: spec.type === 'oficina' || spec.type === 'local' || spec.type === 'bodega',
    location: {
      address: spec.address + unitSuffix(spec.type, f, gated, rng),
      neighborhood: hood.name,
      locality: locality.name,
      localityCode: locality.code,
      city: city.name,
      cityCode: city.code,
      state: city.departmentName,
      departmentCode: city.departmentCode,
      coordinates: {
        lat: Number((locality.coordinates.lat + rng.float(-0.0035, 0.0035)).toFixed(6)),
        lng: Number((locality.coordinates.lng + rng.float(-0.0035, 0.0035)).toFixed(6)),
      },
      zipCode: hood.zipCode,
    },
    features: f,
    estrato,
    adminFee,
    elevator,
    gatedCommunity: gated,
    petsAllowed,
    rentalRequirements: buildRequirements(spec, inBogota, rng),
    amenities: buildAmenities(spec, estrato, gated, rng),
    tags: [...new Set(tags)],
    imageCount: featured ? rng.int(6, 8) : rng.int(3, 7),
    priority: featured ? rng.int(7, 10) : status === 'disponible' ? rng.int(2, 6) : rng.int(0, 3),
    views,
    createdDaysAgo,
  };
}

export function buildSeedProperties(): SeedProperty[] {
  const rng = makeRng(SEED);
  const state = newListingState();
  return SPECS.map((spec, i) => buildListing(spec, i, rng, state));
}
