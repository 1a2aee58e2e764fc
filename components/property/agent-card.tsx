import Link from 'next/link';

import { AgentPhoto } from '@/components/agents/agent-photo';
import type { ApiProperty } from '@/lib/validation/property-response';

/** The agent block with its defaults ('Agente no disponible', default photo, 'N/A'), linked to their page. */
export function AgentCard({ agent }: { agent: ApiProperty['agent'] }) {
  const rows: Array<[string, string, string | null]> = [
    ['Teléfono', agent.phone, agent.phone !== 'N/A' ? `tel:${agent.phone.replace(/[^\d+]/g, '')}` : null],
    ['Email', agent.email, agent.email !== 'N/A' ? `mailto:${agent.email}` : null],
    ['Licencia', agent.license, null],
  ];
  return (
    <section aria-labelledby="agente-titulo" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="agente-titulo" className="text-lg font-bold text-ink">
        Agente
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <AgentPhoto agent={agent} size={64} className="size-16" />
        <div>
          <p className="font-semibold text-ink" data-testid="agent-name">
            {agent.slug ? (
              <Link href={`/asesores/${agent.slug}`} className="hover:text-primary hover:underline">
                {agent.name}
              </Link>
            ) : (
              agent.name
            )}
          </p>
          {agent.experience > 0 && <p className="text-sm text-muted">{agent.experience} años de experiencia</p>}
        </div>
      </div>
      <dl className="mt-4 space-y-1 text-sm">
        {rows.map(([label, value, href]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className="truncate font-medium text-ink">
              {href ? (
                <a href={href} className="hover:text-primary hover:underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
