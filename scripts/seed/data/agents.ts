import type { PortraitLook } from '../scenes/portrait';

/** The demo team: four asesores, each with a profile and a drawn portrait. */
export interface SeedAgent {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  license: string;
  experienceYears: number;
  specializations: string[];
  bio: string;
  look: PortraitLook;
}

export const DEMO_AGENTS: SeedAgent[] = [
  {
    name: 'Laura Gómez Restrepo',
    email: 'laura.gomez@inmobiliariabogota.co',
    phone: '+57 310 555 0142',
    whatsapp: '+57 310 555 0142',
    license: 'RAA-2011-0457',
    experienceYears: 14,
    specializations: ['Vivienda estrato 5 y 6', 'Chapinero y Usaquén'],
    bio: 'Arquitecta de la Universidad Javeriana. Acompaña a familias que buscan apartamento en el norte de Bogotá, del primer recorrido a la escritura.',
    look: { skin: '#e8b995', hair: '#3b2417', long: true, jacket: '#00317d', shirt: '#f4f6fb' },
  },
  {
    name: 'Andrés Felipe Rojas',
    email: 'andres.rojas@inmobiliariabogota.co',
    phone: '+57 315 555 0178',
    whatsapp: '+57 315 555 0178',
    license: 'RAA-2015-1120',
    experienceYears: 10,
    specializations: ['Oficinas y locales', 'Inversión'],
    bio: 'Economista. Asesora a empresas e inversionistas en oficinas, locales y bodegas, con cifras de rentabilidad claras antes de cada oferta.',
    look: { skin: '#c99a74', hair: '#1d1510', long: false, jacket: '#26313f', shirt: '#dfe8f5' },
  },
  {
    name: 'Catalina Herrera Díaz',
    email: 'catalina.herrera@inmobiliariabogota.co',
    phone: '+57 300 555 0193',
    whatsapp: '+57 300 555 0193',
    license: 'RAA-2018-2034',
    experienceYears: 7,
    specializations: ['Arriendos', 'Sabana de Bogotá'],
    bio: 'Especialista en arriendos: estudio del inquilino, póliza y entrega del inmueble con inventario fotográfico. Atiende Chía, Cajicá y Zipaquirá.',
    look: { skin: '#f0c8a8', hair: '#7a4a25', long: true, jacket: '#ff9e00', shirt: '#fff7ea' },
  },
  {
    name: 'Juan Sebastián Moreno',
    email: 'juan.moreno@inmobiliariabogota.co',
    phone: '+57 320 555 0115',
    whatsapp: '',
    license: 'RAA-2013-0891',
    experienceYears: 12,
    specializations: ['Fincas y lotes', 'Cundinamarca'],
    bio: 'Conoce la Sabana y el oriente de Cundinamarca finca por finca: linderos, usos del suelo y servicios antes de que usted visite.',
    look: { skin: '#b9875f', hair: '#2c2c2c', long: false, jacket: '#3d5a40', shirt: '#eef2ea' },
  },
];

/** Which demo agent (index in DEMO_AGENTS) a listing goes to, by their specialities. */
export function demoAgentIndex(p: { type: string; operation: string }): number {
  if (['oficina', 'local', 'bodega'].includes(p.type)) return 1;
  if (['finca', 'terreno'].includes(p.type)) return 3;
  return p.operation === 'arriendo' ? 2 : 0;
}
