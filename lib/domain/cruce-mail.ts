// The texts of the cruce's e-mails (docs/cruce.md#e-mails): the agent's daily digest of new
// cruces and the client's selection link. Pure: sending and claiming are lib/services/cruces's.

import { formatPrice } from '../format';
import { CRUCE_REASON_LABELS } from './cruce';
import type { AlertReason } from './saved-searches';

export interface DigestLine {
  clientName: string;
  title: string;
  price: number;
  reason: AlertReason;
  reasons: string[];
  score: number;
  url: string;
}

export function digestSubject(count: number): string {
  return count === 1 ? '1 cruce nuevo para tus demandas' : `${count} cruces nuevos para tus demandas`;
}

export function digestText(input: { agentName: string; lines: DigestLine[]; panelUrl: string }): string {
  const lines = input.lines.map(
    (l) =>
      `- ${l.clientName}: ${l.title} (${formatPrice(l.price)}), ${CRUCE_REASON_LABELS[l.reason].toLowerCase()}, ${l.score}/100` +
      `${l.reasons.length ? `\n  ${l.reasons.join(' · ')}` : ''}\n  ${l.url}`,
  );
  return [
    `Hola, ${input.agentName}:`,
    `Estos inmuebles cumplen lo que buscan tus clientes:\n${lines.join('\n')}`,
    `Revísalos y márcalos como vistos en ${input.panelUrl}`,
  ].join('\n\n');
}

export const SELECTION_SUBJECT = 'Inmuebles seleccionados para ti';

export function selectionMailText(input: {
  clientName: string;
  agentName: string;
  links: Array<{ url: string; count: number; expiresOn: string }>;
}): string {
  const links = input.links.map(
    (l) =>
      `${l.count === 1 ? '1 inmueble' : `${l.count} inmuebles`}: ${l.url}\n(enlace válido hasta el ${l.expiresOn})`,
  );
  return [
    `Hola, ${input.clientName}:`,
    `${input.agentName || 'Tu asesor'} de Inmobiliaria Bogotá seleccionó estos inmuebles según lo que buscas:`,
    ...links,
    'Recibes este correo porque autorizaste a Inmobiliaria Bogotá a tratar tus datos para ayudarte a encontrar inmueble (Ley 1581 de 2012). Enviamos mensajes comerciales solo en los horarios de la Ley 2300 de 2023 y como máximo uno al día. Si no deseas recibir más, responde a este correo o escríbele a tu asesor.',
  ].join('\n\n');
}
