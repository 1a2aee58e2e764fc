import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { Simulator } from '@/components/financing/simulator';
import { AgentCard } from '@/components/property/agent-card';
import { FichaLink } from '@/components/property/ficha-link';
import { InquiryForm } from '@/components/property/inquiry-form';
import { PriceHistory } from '@/components/property/price-history';
import { PropertyAmenities, PropertyFacts } from '@/components/property/property-facts';
import { PropertyGallery } from '@/components/property/property-gallery';
import { PropertyHeader } from '@/components/property/property-header';
import { PropertyMap } from '@/components/property/property-map';
import { RentalCosts } from '@/components/property/rental-costs';
import { ShareMenu } from '@/components/property/share-menu';
import { SimilarProperties } from '@/components/property/similar-properties';
import { VideoModal } from '@/components/property/video-modal';
import { ViewCounter } from '@/components/property/view-counter';
import { VisitBooking } from '@/components/property/visit-booking';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { marketPagePath, placeName } from '@/lib/domain/place-slugs';
import { cardImage, propertyCardPath, propertyCardText } from '@/lib/domain/share-card';
import { VISITABLE_STATUSES } from '@/lib/domain/visits';
import { siteOrigin } from '@/lib/env';
import { formatPrice } from '@/lib/format';
import { listingJsonLd } from '@/lib/seo/listing-jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site';
import { getPublicProperty } from '@/lib/services/properties';
import { getSettings } from '@/lib/services/settings';
import { propertyIdSchema } from '@/lib/validation/properties';
import type { ApiProperty } from '@/lib/validation/property-response';

type Params = Promise<{ id: string }>;

/** The public property for a route id or slug, or null (malformed ids never reach the database). */
async function load(params: Params) {
  const { id } = await params;
  const parsed = propertyIdSchema.safeParse(decodeURIComponent(id));
  return parsed.success ? getPublicProperty(parsed.data) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const property = await load(params);
  if (!property) return { title: 'Propiedad no encontrada', robots: { index: false } };
  const description = `${formatPrice(property.price)} · ${property.description}`.slice(0, 160);
  const card = propertyCardText(property);
  return pageMetadata({
    title: property.title,
    description,
    path: `/property/${property._id}`,
    // The generated card (app/(site)/(streamed)/property/[id]/card.jpg): photo or brand, price, operation, barrio.
    images: [
      cardImage(
        propertyCardPath(property._id, property.version),
        `${property.title}: ${card.operation.toLowerCase()}, ${card.price}, ${card.place}`,
      ),
    ],
  });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="below-fold mt-10" aria-label={title}>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** "Precios en Chapinero": the market page of the property's localidad (or city), when it has a place. */
function MarketLink({ property }: { property: ApiProperty }) {
  const { city, locality } = property.location;
  if (!city) return null;
  return (
    <Link
      href={marketPagePath(property.operation, city, locality || undefined)}
      className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
    >
      Precios en {locality || placeName(city)}
    </Link>
  );
}

/** /property/{id}: gallery, facts, map, agent, inquiry form and similar properties. */
export default async function PropertyPage({ params }: { params: Params }) {
  const property = await load(params);
  if (!property) notFound();
  const { general, integrations, financing } = await getSettings();
  const forSale = property.operation === 'venta' && property.status !== 'vendido' && property.price > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <JsonLd data={listingJsonLd(property, siteOrigin())} />
      <ViewCounter id={property._id} />
      <Breadcrumb
        items={[{ label: 'Inicio', href: '/' }, { label: 'Inmuebles', href: '/listing' }, { label: property.title }]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <PropertyGallery photos={property.images} title={property.title} />
          <div className="mt-8">
            <PropertyHeader property={property} />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <ShareMenu url={absoluteUrl(`/property/${property._id}`)} title={property.title} />
            <FichaLink id={property._id} />
          </div>
          {property.video && (
            <div className="mt-6">
              <VideoModal url={property.video} title={property.title} />
            </div>
          )}
          <Section title="Características">
            <PropertyFacts property={property} />
          </Section>
          <Section title="Descripción">
            <p className="whitespace-pre-line leading-relaxed text-ink">{property.description}</p>
          </Section>
          <Section title="Comodidades">
            <PropertyAmenities property={property} />
          </Section>
          {property.operation === 'arriendo' && (
            <Section title="Costo mensual y requisitos">
              <RentalCosts property={property} />
            </Section>
          )}
          {property.priceHistory.length > 1 && (
            <Section title="Historial de precio">
              <PriceHistory points={property.priceHistory} />
            </Section>
          )}
          {forSale && (
            <Section title="Simula tu crédito">
              <Simulator defaults={financing} price={property.price} />
              <Link
                href={`/simulador?price=${property.price}`}
                className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
              >
                Abrir el simulador completo
              </Link>
            </Section>
          )}
          <Section title="Ubicación">
            <PropertyMap property={property} provider={integrations.mapsProvider} />
            <MarketLink property={property} />
          </Section>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start" aria-label="Contacto">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {/* The inquiry goes to the property's agent on WhatsApp when they have a number, else the agency's. */}
            <InquiryForm
              propertyId={property._id}
              title={property.title}
              whatsapp={property.agent.whatsapp || general.whatsapp}
            />
          </div>
          {VISITABLE_STATUSES.includes(property.status) && <VisitBooking propertyId={property._id} />}
          <AgentCard agent={property.agent} />
          <section aria-labelledby="publica-titulo" className="rounded-2xl bg-primary p-6 text-white">
            <h2 id="publica-titulo" className="text-lg font-bold">
              ¿Tienes un inmueble para vender o arrendar?
            </h2>
            <p className="mt-2 text-sm text-white/90">
              Publica tu inmueble con nosotros y llega a miles de compradores y arrendatarios en Bogotá.
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
              <Link
                href="/contact?service=Publicar%20inmueble"
                className="inline-block rounded-full bg-secondary px-5 py-2.5 font-semibold text-ink hover:brightness-95"
              >
                Publica tu inmueble
              </Link>
              <Link href="/vender" className="text-sm font-semibold text-white underline underline-offset-2">
                ¿Cuánto vale?
              </Link>
            </div>
          </section>
        </aside>
      </div>
      <SimilarProperties property={property} />
    </div>
  );
}
