import { Carousel } from './carousel';
import { SectionHeading } from './section-heading';

// The testimonials (docs/product-rules.md#home): five clients; their initials stand in for photos.
const TESTIMONIALS = [
  {
    id: 1,
    name: 'Carolina Restrepo',
    role: 'Compró apartamento en Chapinero',
    text: 'Nos acompañaron desde la primera visita hasta la escritura. El estudio de títulos nos dio mucha tranquilidad.',
  },
  {
    id: 2,
    name: 'Andrés Felipe Gómez',
    role: 'Propietario en Usaquén',
    text: 'Arrendaron mi apartamento en dos semanas y cada mes recibo el informe y el pago sin tener que llamar.',
  },
  {
    id: 3,
    name: 'Luz Marina Cárdenas',
    role: 'Vendió casa en Teusaquillo',
    text: 'El avalúo fue realista y la negociación muy profesional. Vendimos al precio que esperábamos.',
  },
  {
    id: 4,
    name: 'Julián Castaño',
    role: 'Arrendatario en Suba',
    text: 'Encontré un apartamento cerca del trabajo, con el proceso de la póliza explicado paso a paso.',
  },
  {
    id: 5,
    name: 'María Fernanda Ortiz',
    role: 'Inversionista en Chía',
    text: 'Me asesoraron con la compra de dos inmuebles para renta. Excelente conocimiento de la Sabana.',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .filter((_, i, parts) => i === 0 || i === parts.length - 1)
    .map((part) => part[0])
    .join('');

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="below-fold bg-surface py-20">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading id="testimonials-title" eyebrow="Testimonios" title="Lo que dicen nuestros clientes" />
        <div className="mt-12">
          <Carousel
            label="Testimonios de clientes"
            testId="testimonials"
            options={{ perView: { 0: 1, 768: 2 }, gap: 30 }}
          >
            {TESTIMONIALS.map((t) => (
              <figure
                key={t.id}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm"
              >
                <svg aria-hidden viewBox="0 0 24 24" className="size-8 fill-secondary">
                  <path d="M9 7H5a2 2 0 0 0-2 2v4h4v4l3-4V8a1 1 0 0 0-1-1Zm11 0h-4a2 2 0 0 0-2 2v4h4v4l3-4V8a1 1 0 0 0-1-1Z" />
                </svg>
                <blockquote className="mt-4 flex-1 text-lg text-ink">{t.text}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="grid size-12 place-items-center rounded-full bg-primary font-bold text-white"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block font-bold text-ink">{t.name}</span>
                    <span className="block text-sm text-muted">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
