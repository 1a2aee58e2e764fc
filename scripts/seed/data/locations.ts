export interface SeedDepartment {
  code: string;
  name: string;
}

export interface SeedCity {
  code: string;
  name: string;
  departmentCode: string;
  departmentName: string;
  coordinates: { lat: number; lng: number };
}

export interface SeedLocality {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  departmentCode: string;
  departmentName: string;
  coordinates: { lat: number; lng: number };
}

export interface SeedNeighborhood {
  name: string;
  estrato: 1 | 2 | 3 | 4 | 5 | 6;
  zipCode: string;
}

/** DIVIPOLA (DANE) department codes. */
export const departments: SeedDepartment[] = [
  { code: '05', name: 'Antioquia' },
  { code: '08', name: 'Atlántico' },
  { code: '11', name: 'Bogotá, D.C.' },
  { code: '13', name: 'Bolívar' },
  { code: '15', name: 'Boyacá' },
  { code: '17', name: 'Caldas' },
  { code: '18', name: 'Caquetá' },
  { code: '19', name: 'Cauca' },
  { code: '20', name: 'Cesar' },
  { code: '23', name: 'Córdoba' },
  { code: '25', name: 'Cundinamarca' },
  { code: '27', name: 'Chocó' },
  { code: '41', name: 'Huila' },
  { code: '44', name: 'La Guajira' },
  { code: '47', name: 'Magdalena' },
  { code: '50', name: 'Meta' },
  { code: '52', name: 'Nariño' },
  { code: '54', name: 'Norte de Santander' },
  { code: '63', name: 'Quindío' },
  { code: '66', name: 'Risaralda' },
  { code: '68', name: 'Santander' },
  { code: '70', name: 'Sucre' },
  { code: '73', name: 'Tolima' },
  { code: '76', name: 'Valle del Cauca' },
  { code: '81', name: 'Arauca' },
  { code: '85', name: 'Casanare' },
  { code: '86', name: 'Putumayo' },
  { code: '88', name: 'San Andrés y Providencia' },
  { code: '91', name: 'Amazonas' },
  { code: '94', name: 'Guainía' },
  { code: '95', name: 'Guaviare' },
  { code: '97', name: 'Vaupés' },
  { code: '99', name: 'Vichada' },
];

const BOGOTA = { code: '11001', name: 'Bogotá, D.C.', departmentCode: '11', departmentName: 'Bogotá, D.C.' };
const CUNDINAMARCA = { departmentCode: '25', departmentName: 'Cundinamarca' };

/** [DIVIPOLA code, name, lat, lng] of the Cundinamarca municipalities used by the demo. */
const CUNDINAMARCA_CITIES: [string, string, number, number][] = [
  ['25175', 'Chía', 4.8617, -74.0594],
  ['25126', 'Cajicá', 4.9186, -74.0276],
  ['25899', 'Zipaquirá', 5.0221, -74.0048],
  ['25754', 'Soacha', 4.5794, -74.2168],
  ['25269', 'Facatativá', 4.8137, -74.3545],
  ['25307', 'Girardot', 4.3032, -74.8036],
  ['25473', 'Mosquera', 4.7059, -74.2302],
  ['25286', 'Funza', 4.7166, -74.2119],
  ['25430', 'Madrid', 4.7325, -74.2642],
  ['25377', 'La Calera', 4.7211, -73.9686],
  ['25758', 'Sopó', 4.9076, -73.9385],
  ['25214', 'Cota', 4.8096, -74.103],
  ['25817', 'Tocancipá', 4.965, -73.913],
  ['25290', 'Fusagasugá', 4.337, -74.364],
];

export const cities: SeedCity[] = [
  { ...BOGOTA, coordinates: { lat: 4.711, lng: -74.0721 } },
  ...CUNDINAMARCA_CITIES.map(([code, name, lat, lng]) => ({ code, name, ...CUNDINAMARCA, coordinates: { lat, lng } })),
];

/** The 20 localidades in official order; coordinates are the centroid of the urban part (Sumapaz is rural). */
const BOGOTA_LOCALITIES: [string, number, number][] = [
  ['Usaquén', 4.703, -74.03],
  ['Chapinero', 4.652, -74.058],
  ['Santa Fe', 4.605, -74.068],
  ['San Cristóbal', 4.569, -74.087],
  ['Usme', 4.515, -74.115],
  ['Tunjuelito', 4.576, -74.133],
  ['Bosa', 4.616, -74.19],
  ['Kennedy', 4.63, -74.15],
  ['Fontibón', 4.673, -74.145],
  ['Engativá', 4.7, -74.11],
  ['Suba', 4.741, -74.084],
  ['Barrios Unidos', 4.667, -74.073],
  ['Teusaquillo', 4.64, -74.085],
  ['Los Mártires', 4.604, -74.09],
  ['Antonio Nariño', 4.59, -74.1],
  ['Puente Aranda', 4.615, -74.115],
  ['La Candelaria', 4.597, -74.073],
  ['Rafael Uribe Uribe', 4.57, -74.115],
  ['Ciudad Bolívar', 4.55, -74.155],
  ['Sumapaz', 4.162, -74.148],
];

/**
 * Sectors ("zonas") of each Cundinamarca municipality: [cityCode, [name, lat, lng][]];
 * codes are cityCode + 01, 02, ...
 */
const CUNDINAMARCA_SECTORS: [string, [string, number, number][]][] = [
  [
    '25175',
    [
      ['Chía Centro', 4.8617, -74.0594],
      ['Fonquetá', 4.88, -74.085],
      ['Bojacá', 4.848, -74.04],
      ['Yerbabuena', 4.825, -74.035],
    ],
  ],
  [
    '25126',
    [
      ['Cajicá Centro', 4.9186, -74.0276],
      ['Capellanía', 4.93, -74.05],
      ['Canelón', 4.9, -74.045],
    ],
  ],
  [
    '25899',
    [
      ['Zipaquirá Centro', 5.0221, -74.0048],
      ['Algarra', 5.035, -74.0],
      ['Barandillas', 5.005, -74.02],
    ],
  ],
  [
    '25754',
    [
      ['Soacha Centro', 4.5794, -74.2168],
      ['San Mateo', 4.588, -74.205],
      ['Compartir', 4.609, -74.229],
    ],
  ],
  [
    '25269',
    [
      ['Facatativá Centro', 4.8137, -74.3545],
      ['Cartagenita', 4.82, -74.365],
      ['Manablanca', 4.83, -74.33],
    ],
  ],
  [
    '25307',
    [
      ['Girardot Centro', 4.3032, -74.8036],
      ['Barzaloza', 4.33, -74.78],
    ],
  ],
  [
    '25473',
    [
      ['Mosquera Centro', 4.7059, -74.2302],
      ['Balsillas', 4.69, -74.25],
    ],
  ],
  [
    '25286',
    [
      ['Funza Centro', 4.7166, -74.2119],
      ['El Cacique', 4.73, -74.195],
      ['Siete Trojes', 4.705, -74.19],
    ],
  ],
  [
    '25430',
    [
      ['Madrid Centro', 4.7325, -74.2642],
      ['Puente de Piedra', 4.75, -74.23],
    ],
  ],
  [
    '25377',
    [
      ['La Calera Centro', 4.7211, -73.9686],
      ['El Salitre', 4.74, -73.95],
      ['Márquez', 4.705, -73.94],
    ],
  ],
  [
    '25758',
    [
      ['Sopó Centro', 4.9076, -73.9385],
      ['Briceño', 4.935, -73.99],
      ['Aposentos', 4.885, -73.95],
    ],
  ],
  [
    '25214',
    [
      ['Cota Centro', 4.8096, -74.103],
      ['Siberia', 4.762, -74.148],
      ['Parcelas', 4.785, -74.125],
    ],
  ],
  [
    '25817',
    [
      ['Tocancipá Centro', 4.965, -73.913],
      ['Canavita', 4.98, -73.93],
      ['Verganzo', 4.95, -73.9],
    ],
  ],
  [
    '25290',
    [
      ['Fusagasugá Centro', 4.337, -74.364],
      ['Chinauta', 4.265, -74.415],
      ['La Aguadita', 4.395, -74.33],
    ],
  ],
];

const pad2 = (n: number) => String(n).padStart(2, '0');

function cityByCode(code: string): SeedCity {
  const city = cities.find((c) => c.code === code);
  if (!city) throw new Error(`Unknown city ${code}`);
  return city;
}

export const localities: SeedLocality[] = [
  ...BOGOTA_LOCALITIES.map(([name, lat, lng], i) => ({
    code: `${BOGOTA.code}${pad2(i + 1)}`,
    name,
    cityCode: BOGOTA.code,
    cityName: BOGOTA.name,
    departmentCode: BOGOTA.departmentCode,
    departmentName: BOGOTA.departmentName,
    coordinates: { lat, lng },
  })),
  ...CUNDINAMARCA_SECTORS.flatMap(([cityCode, sectors]) => {
    const city = cityByCode(cityCode);
    return sectors.map(([name, lat, lng], i) => ({
      code: `${cityCode}${pad2(i + 1)}`,
      name,
      cityCode,
      cityName: city.name,
      departmentCode: city.departmentCode,
      departmentName: city.departmentName,
      coordinates: { lat, lng },
    }));
  }),
];

type Row = [name: string, estrato: SeedNeighborhood['estrato'], zipCode: string];
const rows = (list: Row[]): SeedNeighborhood[] => list.map(([name, estrato, zipCode]) => ({ name, estrato, zipCode }));

/** Barrios per locality code. Sumapaz (1100120) is rural and has none. */
export const neighborhoods: Record<string, SeedNeighborhood[]> = {
  // Bogotá
  '1100101': rows([
    ['Chicó Navarra', 6, '110111'],
    ['Santa Bárbara', 5, '110111'],
    ['Country Club', 6, '110111'],
    ['Santa Ana Oriental', 6, '110111'],
    ['Cedritos', 4, '110141'],
    ['Verbenal', 3, '110151'],
  ]),
  '1100102': rows([
    ['Chicó Norte', 6, '110221'],
    ['Rosales', 6, '110221'],
    ['El Retiro', 6, '110221'],
    ['Quinta Camacho', 5, '110231'],
    ['Chapinero Alto', 4, '110231'],
    ['Chapinero Central', 3, '110231'],
  ]),
  '1100103': rows([
    ['La Macarena', 4, '110311'],
    ['La Perseverancia', 2, '110311'],
    ['Las Nieves', 3, '110321'],
    ['Germania', 3, '110321'],
  ]),
  '1100104': rows([
    ['Sosiego', 3, '110411'],
    ['Veinte de Julio', 2, '110421'],
    ['San Blas', 2, '110431'],
    ['La Victoria', 2, '110441'],
  ]),
  '1100105': rows([
    ['Santa Librada', 2, '110511'],
    ['La Aurora', 2, '110521'],
    ['Alfonso López', 1, '110541'],
    ['Usme Centro', 2, '110571'],
  ]),
  '1100106': rows([
    ['Venecia', 3, '110621'],
    ['Fátima', 3, '110621'],
    ['Tunjuelito', 2, '110611'],
    ['Isla del Sol', 2, '110621'],
  ]),
  '1100107': rows([
    ['Bosa Centro', 2, '110711'],
    ['Bosa Laureles', 2, '110721'],
    ['El Porvenir', 2, '110731'],
    ['Ciudadela El Recreo', 2, '110741'],
  ]),
  '1100108': rows([
    ['Castilla', 3, '110851'],
    ['Timiza', 2, '110841'],
    ['Kennedy Central', 3, '110831'],
    ['Marsella', 3, '110821'],
    ['Patio Bonito', 2, '110871'],
  ]),
  '1100109': rows([
    ['Modelia', 4, '110921'],
    ['Hayuelos', 4, '110931'],
    ['Ciudad Salitre Occidental', 4, '110931'],
    ['Fontibón Centro', 3, '110911'],
    ['Montevideo', 3, '110931'],
  ]),
  '1100110': rows([
    ['Normandía', 4, '111021'],
    ['Villa Luz', 3, '111021'],
    ['Minuto de Dios', 3, '111031'],
    ['Bochica', 3, '111041'],
    ['Álamos Norte', 3, '111061'],
  ]),
  '1100111': rows([
    ['Niza', 4, '111121'],
    ['Colina Campestre', 4, '111156'],
    ['Mazurén', 4, '111156'],
    ['San José de Bavaria', 5, '111166'],
    ['Suba Centro', 3, '111131'],
    ['Tibabuyes', 2, '111141'],
  ]),
  '1100112': rows([
    ['La Castellana', 5, '111211'],
    ['Polo Club', 5, '111211'],
    ['Los Andes', 4, '111211'],
    ['Siete de Agosto', 3, '111221'],
    ['Doce de Octubre', 3, '111221'],
  ]),
  '1100113': rows([
    ['Teusaquillo', 4, '111311'],
    ['La Soledad', 4, '111311'],
    ['Palermo', 4, '111311'],
    ['Galerías', 4, '111311'],
    ['Ciudad Salitre Oriental', 4, '111321'],
    ['Nicolás de Federmán', 4, '111321'],
  ]),
  '1100114': rows([
    ['Santa Isabel', 3, '111411'],
    ['Eduardo Santos', 3, '111411'],
    ['Paloquemao', 3, '111411'],
  ]),
  '1100115': rows([
    ['Restrepo', 3, '111511'],
    ['Ciudad Jardín Sur', 3, '111511'],
    ['Santander', 3, '111511'],
    ['La Fragua', 3, '111511'],
  ]),
  '1100116': rows([
    ['Ciudad Montes', 3, '111611'],
    ['Muzú', 3, '111611'],
    ['Galán', 3, '111621'],
    ['Pensilvania', 3, '111631'],
  ]),
  '1100117': rows([
    ['La Concordia', 3, '111711'],
    ['La Catedral', 3, '111711'],
    ['Egipto', 2, '111711'],
    ['Belén', 2, '111711'],
  ]),
  '1100118': rows([
    ['Quiroga', 3, '111821'],
    ['Olaya', 3, '111811'],
    ['Marco Fidel Suárez', 2, '111831'],
    ['Diana Turbay', 1, '111841'],
  ]),
  '1100119': rows([
    ['Perdomo', 2, '111911'],
    ['Candelaria La Nueva', 2, '111931'],
    ['Arborizadora Alta', 2, '111941'],
    ['El Paraíso', 1, '111961'],
    ['Lucero Alto', 1, '111971'],
  ]),

  // Cundinamarca
  '2517501': rows([
    ['Santa Lucía', 3, '250001'],
    ['Mercedes de Calahorra', 4, '250001'],
  ]),
  '2517502': rows([['Fonquetá', 4, '250008']]),
  '2517503': rows([
    ['Bojacá', 4, '250005'],
    ['Fontanar', 5, '250005'],
  ]),
  '2517504': rows([['Yerbabuena', 5, '250002']]),
  '2512601': rows([['Cajicá Centro', 3, '250240']]),
  '2512602': rows([['Capellanía', 4, '250247']]),
  '2512603': rows([['Canelón', 4, '250245']]),
  '2589901': rows([['Zipaquirá Centro', 3, '250251']]),
  '2589902': rows([['Algarra III', 3, '250252']]),
  '2589903': rows([['Barandillas', 3, '250257']]),
  '2575401': rows([['Soacha Central', 3, '250051']]),
  '2575402': rows([['San Mateo', 3, '250052']]),
  '2575403': rows([
    ['Ciudad Verde', 2, '250053'],
    ['Compartir', 2, '250053'],
  ]),
  '2526901': rows([['Facatativá Centro', 3, '253051']]),
  '2526902': rows([['Cartagenita', 2, '253052']]),
  '2526903': rows([['Manablanca', 3, '253058']]),
  '2530701': rows([['Girardot Centro', 3, '252431']]),
  '2530702': rows([['Barzaloza', 4, '252438']]),
  '2547301': rows([['Mosquera Centro', 3, '250040']]),
  '2547302': rows([['Balsillas', 3, '250047']]),
  '2528601': rows([['Funza Centro', 3, '250020']]),
  '2528602': rows([['El Cacique', 3, '250027']]),
  '2528603': rows([['Siete Trojes', 3, '250027']]),
  '2543001': rows([['Madrid Centro', 3, '250030']]),
  '2543002': rows([['Puente de Piedra', 3, '250037']]),
  '2537701': rows([['La Calera Centro', 3, '251201']]),
  '2537702': rows([['El Salitre', 4, '251207']]),
  '2537703': rows([['Márquez', 4, '251208']]),
  '2575801': rows([['Sopó Centro', 3, '251001']]),
  '2575802': rows([['Briceño', 3, '251007']]),
  '2575803': rows([['Aposentos', 4, '251008']]),
  '2521401': rows([['Cota Centro', 3, '250010']]),
  '2521402': rows([['Siberia', 3, '250017']]),
  '2521403': rows([['Parcelas', 4, '250018']]),
  '2581701': rows([['Tocancipá Centro', 3, '251010']]),
  '2581702': rows([['Canavita', 3, '251017']]),
  '2581703': rows([['Verganzo', 3, '251018']]),
  '2529001': rows([['Fusagasugá Centro', 3, '252211']]),
  '2529002': rows([['Chinauta', 4, '252218']]),
  '2529003': rows([['La Aguadita', 3, '252217']]),
};
