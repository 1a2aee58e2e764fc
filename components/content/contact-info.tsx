import type { SiteSettings } from '@/lib/domain/settings';
import { whatsappUrl } from '@/lib/whatsapp';

/** The office on the map: Calle 93 # 13-45, Bogotá (a fixed office embed). */
export const OFFICE = { lat: 4.6767, lng: -74.0482 };
export const OFFICE_MAP_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${OFFICE.lng - 0.006}%2C${OFFICE.lat - 0.004}%2C${OFFICE.lng + 0.006}%2C${OFFICE.lat + 0.004}&layer=mapnik&marker=${OFFICE.lat}%2C${OFFICE.lng}`;

type General = SiteSettings['general'];

const ICONS = {
  address:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z',
  email:
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v.5l8 5 8-5V6H4Zm16 2.8-8 5-8-5V18h16V8.8Z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.1Z',
  schedule: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 10.4 3.5 2.1-.8 1.3L11 13V7h2v5.4Z',
};

function Card({ icon, title, children }: { icon: keyof typeof ICONS; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d={ICONS[icon]} />
        </svg>
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 break-words text-sm text-muted">{children}</div>
      </div>
    </li>
  );
}

const link = 'font-medium text-primary hover:underline';

/** /contact info cards (docs/product-rules.md#contact), every detail from Settings > General. */
export function ContactInfo({ general }: { general: General }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" aria-label="Datos de contacto">
      <Card icon="address" title="Dirección">
        {general.address}
      </Card>
      <Card icon="phone" title="Teléfono">
        <a className={link} href={`tel:${general.contactPhone.replace(/[^\d+]/g, '')}`}>
          {general.contactPhone}
        </a>
      </Card>
      <Card icon="email" title="Correo electrónico">
        <a className={link} href={`mailto:${general.contactEmail}`}>
          {general.contactEmail}
        </a>
      </Card>
      <Card icon="whatsapp" title="WhatsApp">
        <a
          className={link}
          href={whatsappUrl(general.whatsapp, 'Hola, quiero información sobre sus servicios.')}
          target="_blank"
          rel="noopener noreferrer"
        >
          Escríbenos por WhatsApp
        </a>
      </Card>
      <Card icon="schedule" title="Horario de atención">
        {general.schedule}
      </Card>
    </ul>
  );
}
