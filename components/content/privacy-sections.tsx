import Link from 'next/link';

import type { SiteSettings } from '@/lib/domain/settings';

import type { LegalSection } from './legal-page';

// Política de Tratamiento de Datos Personales (Ley 1581 de 2012, Decreto 1377 de 2013, hoy
// compilado en el Decreto 1074 de 2015). The agency's details come from Settings > General.

export function privacySections(g: SiteSettings['general']): LegalSection[] {
  return [
    {
      id: 'responsable',
      title: 'Responsable del tratamiento',
      body: (
        <>
          <p>
            El responsable del tratamiento de los datos personales es <strong>{g.siteName}</strong>, con domicilio en{' '}
            {g.address}, Colombia.
          </p>
          <ul>
            <li>Correo electrónico: {g.contactEmail}</li>
            <li>Teléfono: {g.contactPhone}</li>
            <li>Horario de atención: {g.schedule}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'marco-legal',
      title: 'Marco legal y definiciones',
      body: (
        <p>
          Esta política se expide en cumplimiento del artículo 15 de la Constitución Política, la Ley Estatutaria 1581
          de 2012, el Decreto 1377 de 2013 (compilado en el Decreto Único Reglamentario 1074 de 2015) y demás normas que
          los modifiquen o complementen. Para efectos de esta política, «titular» es la persona natural cuyos datos son
          objeto de tratamiento, y «tratamiento» es cualquier operación sobre datos personales, como su recolección,
          almacenamiento, uso, circulación o supresión.
        </p>
      ),
    },
    {
      id: 'datos',
      title: 'Datos que recolectamos',
      body: (
        <>
          <p>
            Recolectamos los datos que usted nos entrega voluntariamente en nuestros formularios de contacto, consulta
            de inmuebles y solicitud de planes:
          </p>
          <ul>
            <li>Datos de identificación: nombres y apellidos.</li>
            <li>Datos de contacto: correo electrónico, teléfono, ciudad y dirección del inmueble.</li>
            <li>El contenido de sus mensajes y el inmueble o plan de su interés.</li>
            <li>
              La constancia de su autorización (fecha y hora) y la dirección IP desde la que se envió el formulario.
            </li>
          </ul>
          <p>No solicitamos datos sensibles ni datos de niños, niñas o adolescentes a través de este sitio.</p>
        </>
      ),
    },
    {
      id: 'finalidades',
      title: 'Finalidades del tratamiento',
      body: (
        <>
          <p>Sus datos se tratan para las siguientes finalidades:</p>
          <ul>
            <li>Atender sus solicitudes, consultas y requerimientos sobre inmuebles y servicios.</li>
            <li>
              Contactarlo por teléfono, correo electrónico o WhatsApp para dar respuesta a su solicitud y agendar
              visitas.
            </li>
            <li>Celebrar y ejecutar contratos de corretaje, administración de arriendos o venta de inmuebles.</li>
            <li>
              Enviar información comercial, novedades y noticias del mercado inmobiliario, solo si usted lo autorizó de
              forma expresa.
            </li>
            <li>
              Cumplir obligaciones legales, contables y tributarias, y prevenir el fraude y el uso abusivo del sitio.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'derechos',
      title: 'Derechos del titular',
      body: (
        <>
          <p>De acuerdo con el artículo 8 de la Ley 1581 de 2012, usted como titular tiene derecho a:</p>
          <ol>
            <li>Conocer, actualizar y rectificar sus datos personales.</li>
            <li>Solicitar prueba de la autorización otorgada para el tratamiento.</li>
            <li>Ser informado, previa solicitud, del uso que se ha dado a sus datos.</li>
            <li>
              Presentar ante la Superintendencia de Industria y Comercio quejas por infracciones a la ley, una vez
              agotado el trámite de consulta o reclamo ante nosotros.
            </li>
            <li>
              Revocar la autorización y solicitar la supresión de sus datos cuando no se respeten los principios,
              derechos y garantías legales.
            </li>
            <li>Acceder en forma gratuita a sus datos personales objeto de tratamiento.</li>
          </ol>
        </>
      ),
    },
    {
      id: 'consultas-reclamos',
      title: 'Procedimiento de consultas y reclamos',
      body: (
        <>
          <p>
            Las consultas y reclamos se presentan al correo <strong>{g.contactEmail}</strong> o en nuestra oficina,
            indicando su nombre, documento de identidad, dirección de contacto y la descripción de su solicitud.
          </p>
          <p>
            <strong>Consultas:</strong> se atenderán en un término máximo de diez (10) días hábiles contados a partir de
            la fecha de su recibo. Si no es posible atenderla en ese término, le informaremos los motivos y la fecha de
            respuesta, que no superará cinco (5) días hábiles adicionales.
          </p>
          <p>
            <strong>Reclamos:</strong> para corregir, actualizar o suprimir datos, o cuando advierta un incumplimiento,
            se atenderán en un término máximo de quince (15) días hábiles contados a partir del día siguiente a su
            recibo, prorrogable hasta por ocho (8) días hábiles adicionales informándole los motivos. Si el reclamo está
            incompleto, le pediremos dentro de los cinco (5) días siguientes que lo complete; si transcurridos dos (2)
            meses no lo hace, se entenderá que desistió del reclamo.
          </p>
        </>
      ),
    },
    {
      id: 'autorizacion',
      title: 'Autorización',
      body: (
        <p>
          Solo tratamos sus datos con su autorización previa, expresa e informada. En nuestros formularios usted la
          otorga al marcar la casilla de tratamiento de datos, que nunca viene marcada por defecto; conservamos la
          constancia de la fecha y hora en que la otorgó. La autorización para recibir información comercial es
          independiente y opcional. Puede revocarla en cualquier momento por los canales indicados en esta política.
        </p>
      ),
    },
    {
      id: 'transferencias',
      title: 'Transferencias y transmisiones',
      body: (
        <p>
          No vendemos ni cedemos sus datos. Podemos transmitirlos a encargados que nos prestan servicios de alojamiento,
          correo electrónico y mensajería, incluso fuera de Colombia, bajo contratos que les obligan a tratarlos solo
          para las finalidades aquí descritas y con medidas de seguridad adecuadas, conforme a los artículos 25 y 26 de
          la Ley 1581 de 2012 y al Decreto 1377 de 2013. Al abrir WhatsApp desde nuestro sitio, el mensaje que usted
          envía queda sujeto también a las políticas de ese servicio.
        </p>
      ),
    },
    {
      id: 'seguridad',
      title: 'Seguridad de la información',
      body: (
        <p>
          Aplicamos medidas técnicas, humanas y administrativas para proteger sus datos contra adulteración, pérdida,
          consulta, uso o acceso no autorizado: conexiones cifradas, acceso restringido al personal autorizado y
          registro de las operaciones sobre las solicitudes.
        </p>
      ),
    },
    {
      id: 'vigencia',
      title: 'Vigencia',
      body: (
        <>
          <p>
            Esta política rige desde su publicación. Las bases de datos se conservarán mientras sea necesario para
            cumplir las finalidades descritas y las obligaciones legales aplicables. Cualquier cambio sustancial será
            informado en este sitio antes de su aplicación.
          </p>
          <p>
            Consulte también nuestros{' '}
            <Link href="/terms" className="font-semibold text-primary underline underline-offset-2">
              Términos de Uso
            </Link>
            .
          </p>
        </>
      ),
    },
  ];
}
