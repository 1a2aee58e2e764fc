import Link from 'next/link';

import type { PublicAgent } from '@/lib/domain/users';

import { AgentContact } from './agent-contact';
import { AgentPhoto } from './agent-photo';

/** An agent in the /asesores directory: photo, name, experience, specialities and contact. */
export function AgentDirectoryCard({ agent }: { agent: PublicAgent }) {
  const href = `/asesores/${agent.slug}`;
  return (
    <article
      data-testid="agent-card"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <AgentPhoto agent={agent} size={88} className="size-22" />
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink">
            <Link href={href} className="hover:text-primary hover:underline">
              {agent.name}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            Asesor inmobiliario{agent.experienceYears > 0 && ` · ${agent.experienceYears} años de experiencia`}
          </p>
        </div>
      </div>
      {agent.specializations.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Especialidades">
          {agent.specializations.map((s) => (
            <li key={s} className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
              {s}
            </li>
          ))}
        </ul>
      )}
      {agent.bio && <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-muted">{agent.bio}</p>}
      <div className="mt-auto pt-5">
        <AgentContact agent={agent} />
        <Link href={href} className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
          Ver perfil e inmuebles de {agent.name.split(' ')[0]}
        </Link>
      </div>
    </article>
  );
}
