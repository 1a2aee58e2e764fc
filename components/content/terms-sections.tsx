import Link from 'next/link';

import type { SiteSettings } from '@/lib/domain/settings';

import type { LegalSection } from './legal-page';

// Términos de Uso del sitio bajo la ley colombiana; the agency's details come from Settings > General.

export function termsSections(g: SiteSettings['general']): LegalSection[] {
  return [
    {
      id: 'aceptacion',
      title: 'Aceptación de los términos',
      body: (
        <p>
          Estos términos regulan el uso del sitio web de <strong>{g.siteName}</strong>. Al navegar por el sitio o usar
          sus formularios, usted acepta estos términos. Si no está de acuerdo con ellos, le pedimos no utilizar el
          sitio.
        </p>
      ),
    },
    {
      id: 'uso',
      title: 'Uso del sitio',
      body: (
        <>
          <p>Usted se compromete a usar el sitio de forma lícita y de buena fe. En particular, no está permitido:</p>
          <ul>
            <li>Enviar información falsa o datos de terceros sin su autorización.</li>
            <li>Usar el sitio para enviar publicidad no solicitada o contenido ilícito.</li>
            <li>
              Intentar acceder a áreas restringidas, interferir con su funcionamiento o extraer su contenido de forma
              masiva y automatizada.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'inmuebles',
      title: 'Información de los inmuebles',
      body: (
        <p>
          La información de los inmuebles (precios, áreas, características, fotografías y ubicación) es referencial y
          puede cambiar sin previo aviso. No constituye una oferta vinculante en los términos del Código de Comercio;
          las condiciones definitivas de cada negocio se acuerdan por escrito. Le recomendamos verificar el estado
          jurídico del inmueble, el certificado de tradición y libertad y las condiciones del negocio antes de tomar una
          decisión.
        </p>
      ),
    },
    {
      id: 'planes',
      title: 'Planes y comisiones',
      body: (
        <p>
          Los porcentajes de comisión publicados en la sección de servicios se calculan sobre el canon de arrendamiento
          o el precio de venta y se les suma el IVA vigente. Enviar una solicitud de plan no genera obligación alguna:
          el servicio se formaliza con la firma del contrato de corretaje o de administración correspondiente.
        </p>
      ),
    },
    {
      id: 'propiedad-intelectual',
      title: 'Propiedad intelectual',
      body: (
        <p>
          Los textos, fotografías, logotipos, diseños y demás contenidos del sitio pertenecen a {g.siteName} o a sus
          titulares y están protegidos por las normas de derecho de autor (Ley 23 de 1982 y Decisión Andina 351 de 1993)
          y de propiedad industrial. No pueden reproducirse, distribuirse ni modificarse sin autorización previa y
          escrita.
        </p>
      ),
    },
    {
      id: 'responsabilidad',
      title: 'Responsabilidad',
      body: (
        <p>
          Procuramos que el sitio esté disponible y su información sea correcta, pero no garantizamos que esté libre de
          interrupciones o errores. No respondemos por daños derivados del uso de la información referencial del sitio,
          ni por el contenido de sitios de terceros enlazados (como WhatsApp, redes sociales o servicios de mapas), que
          se rigen por sus propios términos. Nada de lo anterior limita los derechos que le otorga el Estatuto del
          Consumidor (Ley 1480 de 2011).
        </p>
      ),
    },
    {
      id: 'datos-personales',
      title: 'Datos personales',
      body: (
        <p>
          Los datos que usted nos entrega se tratan conforme a la Ley 1581 de 2012 y a nuestra{' '}
          <Link href="/privacy" className="font-semibold text-primary underline underline-offset-2">
            Política de Privacidad
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'ley-aplicable',
      title: 'Ley aplicable y jurisdicción',
      body: (
        <p>
          Estos términos se rigen por las leyes de la República de Colombia. Cualquier controversia se someterá a los
          jueces competentes de Bogotá D.C., sin perjuicio de los mecanismos de protección al consumidor ante la
          Superintendencia de Industria y Comercio.
        </p>
      ),
    },
    {
      id: 'contacto',
      title: 'Modificaciones y contacto',
      body: (
        <p>
          Podemos modificar estos términos; la versión vigente es la publicada en esta página. Para cualquier inquietud
          escríbanos a {g.contactEmail} o llámenos al {g.contactPhone}.
        </p>
      ),
    },
  ];
}
