import type { PublicAgent } from '@/lib/domain/users';
import { whatsappUrl } from '@/lib/whatsapp';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const button = 'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold';

/** Call, WhatsApp and e-mail an agent (each only when they have it). */
export function AgentContact({ agent, className = '' }: { agent: PublicAgent; className?: string }) {
  const text = `Hola ${agent.name}, vi tu perfil en Inmobiliaria Bogotá y quiero asesoría.`;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {agent.whatsapp && (
        <a
          href={whatsappUrl(agent.whatsapp, text)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-[#1e7d45] text-white hover:bg-[#17663a]`}
          aria-label={`Escribir a ${agent.name} por WhatsApp (se abre en una pestaña nueva)`}
        >
          WhatsApp
        </a>
      )}
      {agent.phone && (
        <a
          href={telHref(agent.phone)}
          className={`${button} bg-primary text-white hover:bg-primary-dark`}
          aria-label={`Llamar a ${agent.name} al ${agent.phone}`}
        >
          Llamar
        </a>
      )}
      <a
        href={`mailto:${agent.email}`}
        className={`${button} border border-slate-300 text-ink hover:border-primary hover:text-primary`}
        aria-label={`Escribir un email a ${agent.name}`}
      >
        Email
      </a>
    </div>
  );
}
