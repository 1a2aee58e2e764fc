import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { AgentContact } from '@/components/agents/agent-contact';
import { AgentPhoto } from '@/components/agents/agent-photo';
import { PropertyCard } from '@/components/property/property-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pager } from '@/components/ui/pager';
import { cardImage } from '@/lib/domain/share-card';
import { siteOrigin } from '@/lib/env';
import { agentPersonJsonLd } from '@/lib/seo/agents-jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { listPublicPropertyCards } from '@/lib/services/properties';
import { getSettings } from '@/lib/services/settings';
import { agentCardPath } from '@/lib/services/share-cards';
import { getPublicAgent } from '@/lib/services/users';
import { publicPropertyQuerySchema } from '@/lib/validation/properties';

type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PAGE_SIZE = 12;

/** The active agent of a page address; anything malformed is simply not found. */
async function load(params: Params) {
  const { slug } = await params;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 100 ? getPublicAgent(slug) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const agent = await load(params);
  if (!agent) return { title: 'Asesor no encontrado', robots: { index: false } };
  return pageMetadata({
    title: `${agent.name}, asesor inmobiliario`,
    description: (agent.bio || `${agent.name}, asesor de Inmobiliaria Bogotá.`).slice(0, 160),
    path: `/asesores/${agent.slug}`,
    images: [cardImage(agentCardPath(agent), `${agent.name}, asesor inmobiliario`)],
  });
}

/** /asesores/{slug}: an agent's profile, contact and public listings. */
export default async function AgentPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const agent = await load(params);
  if (!agent) notFound();
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(Number(Array.isArray(raw) ? raw[0] : raw) || 1, 1000));
  const query = publicPropertyQuerySchema.parse({ agentId: agent.id, page, limit: PAGE_SIZE });
  const [{ items, pagination }, { general }] = await Promise.all([listPublicPropertyCards(query), getSettings()]);
  const facts: Array<[string, string]> = [
    ['Matrícula', agent.license],
    ['Experiencia', agent.experienceYears > 0 ? `${agent.experienceYears} años` : ''],
    ['Teléfono', agent.phone],
    ['Email', agent.email],
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <JsonLd data={agentPersonJsonLd(agent, siteOrigin(), general.siteName)} />
      <Breadcrumb
        items={[{ label: 'Inicio', href: '/' }, { label: 'Asesores', href: '/asesores' }, { label: agent.name }]}
      />
      <section className="mt-6 grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[12rem_1fr] md:p-8">
        <AgentPhoto agent={agent} size={192} priority className="size-40 md:size-48" />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-[#8a4f00]">Asesor inmobiliario</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink md:text-4xl">{agent.name}</h1>
          {agent.specializations.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Especialidades">
              {agent.specializations.map((s) => (
                <li key={s} className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
                  {s}
                </li>
              ))}
            </ul>
          )}
          {agent.bio && <p className="mt-4 max-w-3xl leading-relaxed text-ink">{agent.bio}</p>}
          <dl className="mt-5 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="flex gap-2">
                  <dt className="text-muted">{label}:</dt>
                  <dd className="break-all font-medium text-ink">{value}</dd>
                </div>
              ))}
          </dl>
          <AgentContact agent={agent} className="mt-6" />
        </div>
      </section>
      <section aria-labelledby="inmuebles-asesor" className="mt-12">
        <h2 id="inmuebles-asesor" className="text-2xl font-bold text-ink">
          Inmuebles de {agent.name.split(' ')[0]}
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="agent-listings-count">
          {pagination.total === 1 ? '1 inmueble publicado' : `${pagination.total} inmuebles publicados`}
        </p>
        {items.length === 0 ? (
          <p className="mt-6 rounded-3xl border border-dashed border-slate-300 p-10 text-center text-muted">
            Este asesor no tiene inmuebles publicados en este momento.
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((card) => (
              <li key={card.id}>
                <PropertyCard property={card} actions />
              </li>
            ))}
          </ul>
        )}
        <Pager
          className="mt-8"
          page={page}
          pages={pagination.pages}
          hrefFor={(n) => (n > 1 ? `/asesores/${agent.slug}?page=${n}` : `/asesores/${agent.slug}`)}
        />
      </section>
    </div>
  );
}
