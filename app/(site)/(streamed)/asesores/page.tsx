import type { Metadata } from 'next';
import { connection } from 'next/server';

import { AgentDirectoryCard } from '@/components/agents/agent-card';
import { PageHero } from '@/components/content/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { siteOrigin } from '@/lib/env';
import { teamJsonLd } from '@/lib/seo/agents-jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSettings } from '@/lib/services/settings';
import { listPublicAgents } from '@/lib/services/users';

export const metadata: Metadata = pageMetadata({
  title: 'Nuestros asesores',
  description:
    'El equipo de asesores inmobiliarios de Inmobiliaria Bogotá: vivienda, oficinas, arriendos y fincas en Bogotá y la Sabana. Escríbeles o llámalos directamente.',
  path: '/asesores',
});

/** /asesores: every active agent with photo, contact and a link to their page and listings. */
export default async function AgentsPage() {
  await connection(); // the build has no database: read per request, from the cache
  const [agents, { general }] = await Promise.all([listPublicAgents(), getSettings()]);
  return (
    <>
      <JsonLd data={teamJsonLd(general, agents, siteOrigin())} />
      <PageHero
        eyebrow="Nuestro equipo"
        title="Nuestros asesores"
        lead="Cada inmueble tiene un asesor que lo conoce a fondo. Escríbele directamente o visita su perfil para ver los inmuebles que acompaña."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
        {agents.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-slate-300 p-10 text-center text-muted">
            Pronto presentaremos aquí a nuestro equipo.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {agents.map((agent) => (
              <li key={agent.id}>
                <AgentDirectoryCard agent={agent} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
