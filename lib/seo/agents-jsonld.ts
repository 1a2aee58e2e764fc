import type { SiteSettings } from '../domain/settings';
import type { PublicAgent } from '../domain/users';
import { realEstateAgentJsonLd, type JsonLdObject } from './json-ld';

// schema.org for /asesores: the agency (RealEstateAgent) with its agents as employees, and each
// agent as a Person who worksFor it (linked by the agency's @id).

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/** One agent as a schema.org Person working for the agency. */
export function agentPersonJsonLd(agent: PublicAgent, origin: string, agencyName: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${origin}/asesores/${agent.slug}#asesor`,
    name: agent.name,
    jobTitle: 'Asesor inmobiliario',
    url: `${origin}/asesores/${agent.slug}`,
    image: absolute(origin, agent.photo),
    email: agent.email,
    ...(agent.phone && { telephone: agent.phone }),
    ...(agent.bio && { description: agent.bio }),
    ...(agent.specializations.length > 0 && { knowsAbout: agent.specializations }),
    worksFor: { '@type': 'RealEstateAgent', '@id': `${origin}/#agencia`, name: agencyName },
  };
}

/** The agency with its team (the /asesores page). */
export function teamJsonLd(general: SiteSettings['general'], agents: PublicAgent[], origin: string): JsonLdObject {
  return {
    ...realEstateAgentJsonLd(general, origin),
    employee: agents.map((agent) => {
      const {
        '@context': _context,
        worksFor: _worksFor,
        ...person
      } = agentPersonJsonLd(agent, origin, general.siteName);
      return person;
    }),
  };
}
