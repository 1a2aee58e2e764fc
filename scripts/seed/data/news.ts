import type { NewsCategory, NewsStatus } from '../../../lib/domain/news';

export interface SeedNews {
  slug: string;
  title: string;
  description: string;
  content: string;
  category: NewsCategory;
  tags: string[];
  author: { name: string; email: string; bio: string };
  status: NewsStatus;
  featured: boolean;
  publishedDaysAgo: number;
  readingTime: number;
}

const AUTHORS = {
  maria: {
    name: 'María Fernanda Ortiz',
    email: 'maria.ortiz@inmobiliariabogota.co',
    bio: 'Periodista especializada en economía y vivienda. Escribe sobre el mercado inmobiliario de Bogotá y la Sabana.',
  },
  carlos: {
    name: 'Carlos Andrés Pineda',
    email: 'carlos.pineda@inmobiliariabogota.co',
    bio: 'Abogado con experiencia en derecho inmobiliario, notariado y registro. Asesora a compradores en estudios de títulos.',
  },
  natalia: {
    name: 'Natalia Vargas Londoño',
    email: 'natalia.vargas@inmobiliariabogota.co',
    bio: 'Economista y asesora financiera. Acompaña a familias en la planeación de su crédito de vivienda.',
  },
} satisfies Record<string, SeedNews['author']>;

type Article = Omit<SeedNews, 'content' | 'readingTime'> & { paragraphs: string[] };

const ARTICLES: Article[] = [
  {
    slug: 'valorizacion-de-la-vivienda-por-localidades-en-bogota',
    title: 'Así se mueve la valorización de la vivienda por localidades en Bogotá',
    description:
      'No todas las zonas de la ciudad se valorizan al mismo ritmo. Repasamos qué factores explican las diferencias entre el norte, el occidente y el sur.',
    category: 'mercado',
    tags: ['valorización', 'localidades', 'precios', 'bogotá'],
    author: AUTHORS.maria,
    status: 'published',
    featured: true,
    publishedDaysAgo: 3,
    paragraphs: [
      'La vivienda en Bogotá no se valoriza al mismo ritmo en todas partes. Aunque la ciudad en conjunto ha mostrado incrementos moderados en los precios de venta durante los últimos años, las diferencias entre localidades, e incluso entre barrios vecinos, pueden ser notables.',
      'En el norte, sectores de Chapinero, Usaquén y parte de Suba siguen concentrando los precios por metro cuadrado más altos de la ciudad. Allí la valorización suele estar ligada a la escasez de suelo disponible, a la calidad del espacio público y a la cercanía con zonas de oficinas, universidades y centros comerciales.',
      'En el occidente y el sur, localidades como Fontibón, Engativá, Kennedy y Bosa han recibido buena parte de la nueva oferta de vivienda, en especial de interés social. Los compradores valoran la conexión con TransMilenio, la llegada de la primera línea del metro y la construcción de colegios, bibliotecas y parques.',
      'Teusaquillo y Barrios Unidos merecen una mención aparte: su ubicación central, sus casas tradicionales y la renovación de algunos corredores han despertado el interés de compradores jóvenes y de inversionistas que buscan arrendar a estudiantes y profesionales.',
      'Para quien compra, la recomendación es mirar más allá del promedio de la ciudad: comparar precios de inmuebles similares en el mismo sector, revisar los proyectos de infraestructura previstos y consultar la norma urbanística que aplica al predio. Una buena decisión depende tanto del barrio como del inmueble.',
    ],
  },
  {
    slug: 'tasas-de-interes-credito-hipotecario-que-esperar',
    title: 'Tasas de interés hipotecarias: qué tener en cuenta al pedir un crédito de vivienda',
    description:
      'La tasa de interés pesa casi tanto como el precio en el costo final de una vivienda. Le explicamos cómo comparar ofertas y qué diferencia hay entre un crédito en pesos, en UVR y el leasing habitacional.',
    category: 'finanzas',
    tags: ['tasas de interés', 'crédito hipotecario', 'uvr', 'leasing habitacional'],
    author: AUTHORS.natalia,
    status: 'published',
    featured: true,
    publishedDaysAgo: 8,
    paragraphs: [
      'La tasa de interés es, después del precio, el factor que más pesa en el costo total de una vivienda comprada con crédito. Un par de puntos porcentuales de diferencia pueden representar varios millones de pesos a lo largo de un crédito de quince o veinte años.',
      'Las tasas hipotecarias en Colombia se mueven, en buena medida, siguiendo la tasa de política monetaria del Banco de la República. Cuando el Banco la sube para controlar la inflación, los créditos se encarecen; cuando la baja, los bancos tienden a trasladar esa reducción a sus clientes, aunque no siempre en la misma proporción ni con la misma rapidez.',
      'Al cotizar, conviene comparar la tasa efectiva anual y no solo la cuota mensual. También vale la pena preguntar si el crédito es en pesos o en UVR: en pesos la cuota suele ser fija, mientras que en UVR arranca más baja pero se ajusta con la inflación, de modo que el saldo puede crecer durante los primeros años.',
      'Otra alternativa es el leasing habitacional, en el que la entidad financiera compra el inmueble y el cliente paga un canon con opción de compra al final. Puede tener ventajas tributarias para algunos perfiles y suele financiar un porcentaje mayor del valor del inmueble, pero es importante leer con cuidado las condiciones del contrato.',
      'Como regla general, los bancos financian hasta el 70 % del valor de una vivienda que no es de interés social y hasta el 80 % cuando sí lo es, y exigen que la cuota no supere cierta proporción de los ingresos del hogar. Revisar su historial crediticio y reducir deudas antes de solicitar el crédito puede ayudarle a obtener mejores condiciones.',
    ],
  },
  {
    slug: 'mi-casa-ya-como-funciona-el-subsidio',
    title: 'Mi Casa Ya: cómo funciona el subsidio y quiénes pueden aplicar',
    description:
      'El programa Mi Casa Ya ayuda a completar la cuota inicial de una vivienda de interés social nueva. Estos son los requisitos generales y lo que conviene verificar antes de separar un apartamento.',
    category: 'finanzas',
    tags: ['mi casa ya', 'subsidio de vivienda', 'vis', 'primera vivienda'],
    author: AUTHORS.natalia,
    status: 'published',
    featured: false,
    publishedDaysAgo: 15,
    paragraphs: [
      'Mi Casa Ya es el programa del Gobierno nacional que ayuda a hogares de ingresos bajos y medios a comprar su primera vivienda nueva. Funciona principalmente como un subsidio para completar la cuota inicial y, en algunos casos, puede complementarse con una cobertura que reduce la tasa de interés del crédito durante los primeros años.',
      'Para acceder, el hogar no debe ser propietario de vivienda, no debe haber recibido antes un subsidio de vivienda y debe contar con un crédito hipotecario o un leasing habitacional aprobado. El inmueble debe ser una vivienda de interés social o prioritario, cuyo precio máximo está definido en salarios mínimos.',
      'En los últimos años el programa ha tenido ajustes: hoy se tiene en cuenta la clasificación del Sisbén IV para focalizar los recursos, y la cantidad de cupos depende del presupuesto que se asigne cada año. Por eso es importante confirmar las condiciones vigentes en la página del Ministerio de Vivienda o directamente con la entidad financiera.',
      'El monto del subsidio varía según los ingresos del hogar y las reglas de cada momento. Algunas cajas de compensación familiar y la Secretaría Distrital del Hábitat también manejan programas que, en ciertos casos, pueden sumarse al apoyo nacional.',
      'Un consejo práctico: antes de firmar la promesa de compraventa, verifique con la constructora las fechas de entrega y con el banco los tiempos de desembolso, porque el subsidio se aplica al momento de la escrituración y cualquier retraso puede afectar el cierre del negocio.',
    ],
  },
  {
    slug: 'escrituracion-paso-a-paso-gastos-notariales-y-registro',
    title: 'Escrituración paso a paso: gastos notariales, registro y beneficencia',
    description:
      'Qué documentos necesita para firmar la escritura, quién paga cada gasto y cuándo se considera completa la transferencia del inmueble.',
    category: 'legal',
    tags: ['escrituración', 'notaría', 'registro', 'gastos de compraventa'],
    author: AUTHORS.carlos,
    status: 'published',
    featured: false,
    publishedDaysAgo: 22,
    paragraphs: [
      'Una vez comprador y vendedor llegan a un acuerdo y firman la promesa de compraventa, el siguiente paso es la escritura pública: el documento que se firma ante notario y que formaliza la transferencia del inmueble.',
      'Antes de ir a la notaría conviene tener listos el certificado de tradición y libertad actualizado, los paz y salvos del impuesto predial y de valorización, el paz y salvo de administración si el inmueble está sometido a propiedad horizontal y los documentos de identidad de las partes. Si hay crédito, el banco enviará su propia minuta de hipoteca.',
      'Los gastos notariales, por costumbre, se dividen en partes iguales entre comprador y vendedor, aunque las partes pueden pactar algo distinto. El vendedor asume la retención en la fuente cuando es persona natural, y el comprador suele pagar el impuesto de registro, conocido como beneficencia, y los derechos de registro ante la Oficina de Registro de Instrumentos Públicos.',
      'Después de la firma, la escritura debe registrarse. Solo cuando el nuevo certificado de tradición muestra al comprador como propietario puede decirse que la transferencia está completa. El trámite suele tomar algunos días hábiles, aunque depende de la carga de cada oficina.',
      'Nuestra recomendación es presupuestar estos costos desde el principio: sumados, los gastos de escrituración y registro representan un porcentaje apreciable del valor del inmueble y normalmente no se financian con el crédito hipotecario.',
    ],
  },
  {
    slug: 'impuesto-predial-bogota-como-se-calcula',
    title: 'Impuesto predial en Bogotá: cómo se calcula y cómo aprovechar el descuento',
    description:
      'El predial depende del avalúo catastral y de la tarifa que corresponde a cada inmueble. Le contamos cómo se liquida, qué opciones de pago existen y qué revisar si va a comprar.',
    category: 'legal',
    tags: ['impuesto predial', 'avalúo catastral', 'secretaría de hacienda', 'bogotá'],
    author: AUTHORS.carlos,
    status: 'published',
    featured: false,
    publishedDaysAgo: 29,
    paragraphs: [
      'El impuesto predial unificado es un tributo municipal que pagan cada año los propietarios de inmuebles en Bogotá. Se calcula a partir del avalúo catastral del predio, al que se aplica una tarifa que depende del uso, el estrato y el valor del inmueble.',
      'La Unidad Administrativa Especial de Catastro Distrital actualiza los avalúos catastrales de manera periódica. Cuando un sector tiene una actualización fuerte, el impuesto puede subir, aunque la ley establece límites al incremento anual para buena parte de los predios residenciales.',
      'La Secretaría Distrital de Hacienda suele ofrecer un descuento a quienes pagan el valor total antes de la primera fecha del calendario tributario. También existe la opción de pagar por cuotas a lo largo del año, sin el descuento pero con la comodidad de distribuir el gasto.',
      'La factura se puede descargar y pagar en línea en el portal de la Secretaría de Hacienda. Si el propietario considera que el avalúo no corresponde a la realidad del inmueble, puede solicitar una revisión ante Catastro y aportar las pruebas que considere pertinentes.',
      'Si está comprando vivienda, pida siempre el paz y salvo del predial de los últimos años: las deudas por este impuesto recaen sobre el inmueble, y es mejor que queden resueltas antes de firmar la escritura.',
    ],
  },
  {
    slug: 'metro-de-bogota-y-precio-de-la-vivienda',
    title: 'Metro de Bogotá: qué puede significar para el precio de la vivienda',
    description:
      'La primera línea del metro cambiará los tiempos de viaje en el suroccidente y el centro de la ciudad. Analizamos qué esperar en los barrios cercanos a las estaciones.',
    category: 'tendencias',
    tags: ['metro de bogotá', 'valorización', 'movilidad', 'kennedy', 'bosa'],
    author: AUTHORS.maria,
    status: 'published',
    featured: false,
    publishedDaysAgo: 36,
    paragraphs: [
      'La primera línea del metro de Bogotá es la obra de infraestructura más grande que ha tenido la ciudad en décadas. Su trazado elevado recorrerá cerca de 24 kilómetros desde el suroccidente, en Bosa, hasta la calle 72, pasando por la Avenida Primero de Mayo, la NQS y la Avenida Caracas.',
      'La experiencia de otras ciudades muestra que los inmuebles cercanos a estaciones de transporte masivo tienden a valorizarse, sobre todo cuando la obra ya está terminada y en funcionamiento. Durante la construcción, en cambio, los cierres viales, el ruido y el polvo pueden afectar temporalmente el comercio y la calidad de vida de los vecinos.',
      'Los sectores que más interés despiertan son aquellos donde el metro puede mejorar de forma notable los tiempos de viaje, como Kennedy, Bosa y algunos barrios de Puente Aranda y Antonio Nariño. En el centro ampliado, la línea reforzará corredores que ya cuentan con una buena oferta de transporte.',
      'Para el comprador, la clave está en la distancia: vivir a pocas cuadras de una estación suele ser una ventaja, pero quedar justo al lado del viaducto puede no serlo. Revise el mapa de estaciones, la ubicación de los accesos y los planes de renovación urbana anunciados alrededor de la línea.',
      'Como toda proyección, la valorización futura no está garantizada. Conviene comprar un inmueble que tenga sentido por sí mismo, por su precio, su estado y su ubicación, y ver el metro como un beneficio adicional y no como la única razón de la compra.',
    ],
  },
  {
    slug: 'pot-de-bogota-que-cambia-para-compradores',
    title: 'POT de Bogotá: lo que conviene saber antes de comprar o construir',
    description:
      'El Plan de Ordenamiento Territorial define qué se puede construir en cada predio. Explicamos por qué es clave para quien compra un lote, una casa o incluso un apartamento.',
    category: 'legal',
    tags: ['pot', 'norma urbanística', 'planeación', 'construcción'],
    author: AUTHORS.carlos,
    status: 'published',
    featured: false,
    publishedDaysAgo: 44,
    paragraphs: [
      'El Plan de Ordenamiento Territorial, conocido como POT, es la hoja de ruta que define cómo puede crecer la ciudad: dónde se permite vivienda, comercio o industria, qué alturas se autorizan y qué áreas deben protegerse. El POT vigente en Bogotá fue adoptado mediante el Decreto 555 de 2021.',
      'Entre sus apuestas están la densificación cerca de los corredores de transporte público, la protección de la estructura ecológica principal, como cerros, humedales y ríos, y la idea de una ciudad de proximidad, en la que las personas encuentren servicios a poca distancia de su vivienda.',
      'Para quien compra un lote o una casa con la intención de construir, el POT es determinante: el tratamiento urbanístico y el área de actividad definen si se puede levantar un edificio, cuántos pisos tendría y qué usos se permiten. Antes de negociar, vale la pena consultar la norma del predio en los sistemas de información de la Secretaría Distrital de Planeación o con un curador urbano.',
      'Para quien compra vivienda terminada, el POT también importa: anticipa qué tipo de proyectos podrían llegar al barrio, cómo cambiará el espacio público y qué obras de movilidad están previstas en el sector.',
      'Los planes de ordenamiento son documentos extensos y técnicos, y sus reglamentaciones se ajustan con el tiempo. Si tiene dudas sobre un inmueble específico, nuestro equipo puede orientarle sobre la información que conviene revisar.',
    ],
  },
  {
    slug: 'arriendos-en-bogota-demanda-y-canon-justo',
    title: 'Arriendos en Bogotá: dónde hay más demanda y cómo fijar un canon justo',
    description:
      'La demanda de vivienda en arriendo sigue siendo alta en Bogotá. Revisamos qué buscan los arrendatarios en cada zona y qué dice la ley sobre los incrementos del canon.',
    category: 'mercado',
    tags: ['arriendos', 'canon de arrendamiento', 'ley 820', 'inversión'],
    author: AUTHORS.maria,
    status: 'published',
    featured: false,
    publishedDaysAgo: 51,
    paragraphs: [
      'La demanda de vivienda en arriendo en Bogotá se mantiene alta, impulsada por estudiantes, profesionales jóvenes y familias que todavía no dan el paso hacia la compra. Sin embargo, no todas las zonas se comportan igual.',
      'Los apartamentos pequeños cerca de universidades y oficinas, en sectores como Chapinero, Teusaquillo y el centro, suelen arrendarse rápido. En el norte, los inmuebles amoblados atraen a ejecutivos y extranjeros por temporadas, mientras que en el occidente y el sur las familias buscan conjuntos con zonas comunes y buena conexión con TransMilenio.',
      'Para la vivienda urbana, la Ley 820 de 2003 establece que el canon puede reajustarse una vez al año y que el incremento no puede superar la variación del IPC del año anterior. La misma ley fija un tope para el canon mensual en relación con el valor comercial del inmueble y prohíbe exigir depósitos en dinero como garantía.',
      'Para fijar un canon justo, el propietario debería compararse con inmuebles similares publicados en el mismo sector, tener en cuenta el estado del inmueble y aclarar si la cuota de administración está incluida. Un precio ajustado a la realidad suele reducir el tiempo que el inmueble permanece desocupado, uno de los mayores costos para un arrendador.',
      'Para el arrendatario, la recomendación es leer el contrato con atención, dejar constancia del estado del inmueble con un inventario y fotografías al momento de la entrega y verificar quién asume cada tipo de reparación.',
    ],
  },
  {
    slug: 'consejos-para-comprar-vivienda-usada',
    title: 'Consejos para comprar vivienda usada sin sorpresas',
    description:
      'Una vivienda usada se puede ver tal como es y suele estar en barrios consolidados, pero exige revisar papeles y estado físico con cuidado. Esta es nuestra lista de verificación.',
    category: 'general',
    tags: ['vivienda usada', 'consejos', 'estudio de títulos', 'compra de vivienda'],
    author: AUTHORS.carlos,
    status: 'published',
    featured: false,
    publishedDaysAgo: 60,
    paragraphs: [
      'Comprar vivienda usada tiene ventajas claras: se puede ver exactamente lo que se compra, la entrega suele ser inmediata y con frecuencia está en barrios consolidados. Pero también exige revisar aspectos que en la vivienda nueva normalmente vienen resueltos.',
      'El primer paso es el certificado de tradición y libertad. Allí se ve quién es el propietario y si hay hipotecas, embargos, afectación a vivienda familiar u otras limitaciones. Un estudio de títulos hecho por un abogado revisa la historia del inmueble y ayuda a detectar problemas antes de firmar.',
      'Luego está el estado físico. Revise humedades en muros y techos, el estado de la red eléctrica y de las tuberías, el funcionamiento del calentador y la ventilación de la cocina. En edificios, pregunte por el estado de la fachada y del ascensor, y por las cuotas extraordinarias aprobadas o en discusión en la asamblea de copropietarios.',
      'No olvide pedir los paz y salvos de administración, predial y servicios públicos, y confirmar que el área del inmueble coincide con la que figura en la escritura. Las diferencias entre el área real y la registrada son más comunes de lo que se piensa.',
      'Finalmente, negocie con información: compare precios de inmuebles similares en el sector, considere el costo de las reparaciones que tendrá que hacer y tenga claro su presupuesto total, incluidos los gastos de escrituración. Una oferta bien sustentada tiene más posibilidades de ser aceptada.',
    ],
  },
  {
    slug: 'avaluo-comercial-vs-avaluo-catastral',
    title: 'Avalúo comercial y avalúo catastral: diferencias que debe conocer',
    description:
      'Son dos cifras distintas con propósitos distintos. Entender cada una le ayuda a negociar mejor y a evitar sorpresas cuando el banco evalúa su crédito.',
    category: 'finanzas',
    tags: ['avalúo', 'avalúo catastral', 'crédito hipotecario', 'precio de venta'],
    author: AUTHORS.natalia,
    status: 'published',
    featured: false,
    publishedDaysAgo: 74,
    paragraphs: [
      'Cuando se habla del valor de un inmueble en Colombia aparecen al menos dos cifras: el avalúo catastral y el avalúo comercial. Confundirlas puede llevar a malas decisiones al comprar, vender o pedir un crédito.',
      'El avalúo catastral lo fija la autoridad catastral, que en Bogotá es la Unidad Administrativa Especial de Catastro Distrital. Se usa principalmente para calcular el impuesto predial y otros tributos, y aunque en los últimos años se ha acercado al valor de mercado, en muchos casos sigue siendo inferior.',
      'El avalúo comercial, en cambio, estima el precio al que razonablemente se vendería el inmueble en el mercado. Lo elabora un avaluador inscrito en el Registro Abierto de Avaluadores, que analiza la ubicación, el área, el estado y la edad de la construcción, además de ventas recientes de inmuebles comparables.',
      'Los bancos exigen un avalúo comercial para aprobar un crédito hipotecario, porque el monto del préstamo se calcula sobre ese valor. Si el avalúo resulta por debajo del precio pactado, el comprador tendrá que cubrir la diferencia con recursos propios o renegociar con el vendedor.',
      'Para el vendedor, encargar un avalúo comercial antes de publicar el inmueble es una buena forma de fijar un precio realista y evitar que la venta se demore por un valor fuera de mercado.',
    ],
  },
  {
    slug: 'recorridos-virtuales-y-firma-electronica-en-la-busqueda-de-vivienda',
    title: 'Recorridos virtuales y firma electrónica: la tecnología que cambia la búsqueda de vivienda',
    description:
      'Las herramientas digitales permiten descartar opciones desde el celular y adelantar trámites en línea. Aun así, la visita presencial sigue siendo indispensable.',
    category: 'tecnologia',
    tags: ['tecnología', 'recorridos virtuales', 'firma electrónica', 'proptech'],
    author: AUTHORS.maria,
    status: 'draft',
    featured: false,
    publishedDaysAgo: 2,
    paragraphs: [
      'La búsqueda de vivienda ya no empieza en la calle sino en el celular. Fotografías de buena calidad, planos y recorridos virtuales en 360 grados permiten descartar opciones y llegar a la visita presencial con una idea mucho más clara del inmueble.',
      'Los recorridos virtuales son especialmente útiles para quienes viven fuera de Bogotá o del país y buscan invertir en la ciudad. También ahorran tiempo a los propietarios, que reciben visitas de personas realmente interesadas.',
      'En la parte documental también hay avances: muchas entidades financieras permiten adelantar solicitudes y consultas en línea, y algunos trámites ya admiten firma electrónica. Sin embargo, la escritura pública de compraventa sigue requiriendo la intervención del notario, y conviene confirmar en cada caso qué pasos pueden hacerse a distancia.',
      'La tecnología no reemplaza la visita: antes de comprar siempre es recomendable conocer el inmueble en persona, recorrer el barrio a distintas horas y hablar con los vecinos. Lo que sí permite es que ese recorrido sea el último paso de una búsqueda mejor informada.',
    ],
  },
  {
    slug: 'vivir-en-la-sabana-chia-cajica-mosquera',
    title: 'Vivir en la Sabana: por qué Chía, Cajicá y Mosquera atraen a más familias',
    description:
      'Más área por el mismo presupuesto y un ritmo de vida más tranquilo explican el interés por los municipios vecinos de Bogotá. La movilidad sigue siendo el gran reto.',
    category: 'tendencias',
    tags: ['sabana de bogotá', 'chía', 'cajicá', 'mosquera', 'cundinamarca'],
    author: AUTHORS.natalia,
    status: 'pending',
    featured: false,
    publishedDaysAgo: 5,
    paragraphs: [
      'Cada vez más familias que trabajan en Bogotá consideran vivir en los municipios vecinos de la Sabana. Chía, Cajicá, Cota, Mosquera, Funza y Madrid ofrecen casas y apartamentos con más área por el mismo presupuesto, además de zonas verdes y un ritmo de vida más tranquilo.',
      'En la Sabana norte, Chía y Cajicá atraen a quienes buscan condominios campestres y oferta de colegios, con acceso por la Autopista Norte y la Carrera Séptima. En la Sabana occidente, Mosquera, Funza y Madrid crecen alrededor de la Calle 13 y de la actividad industrial y logística de la zona.',
      'El principal reto es la movilidad: en horas pico los tiempos de viaje hacia Bogotá pueden ser largos, y la oferta de transporte público todavía es limitada en varios corredores. Proyectos como el Regiotram de Occidente buscan mejorar la conexión, pero conviene evaluar los trayectos reales antes de decidir.',
      'También vale la pena revisar aspectos prácticos como la disponibilidad de servicios públicos, el estado de las vías de acceso y la norma urbanística de cada municipio, que es diferente de la de Bogotá.',
      'Para muchas familias la Sabana es una alternativa atractiva. La recomendación es visitar la zona en distintos días y horarios, hacer el recorrido hasta el trabajo o el colegio y comparar el costo total de vivir allí, incluidos el transporte y la administración.',
    ],
  },
];

const WORDS_PER_MINUTE = 200;

export function buildSeedNews(): SeedNews[] {
  return ARTICLES.map(({ paragraphs, ...article }) => {
    const content = paragraphs.join('\n\n');
    const words = content.split(/\s+/).filter(Boolean).length;
    return {
      ...article,
      tags: [...article.tags],
      author: { ...article.author },
      content,
      readingTime: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    };
  });
}
