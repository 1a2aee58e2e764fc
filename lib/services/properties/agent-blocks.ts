import 'server-only';

import { TAGS } from '../../cache/tags';
import type { ApiProperty } from '../../validation/property-response';
import { agentBlocks } from '../users';

/**
 * The properties with their `agent` block derived from the assigned agent's profile (docs/product-rules.md#agent-block,
 * defaults when none or inactive), at read time: one query for the whole list.
 */
export async function withAgents(items: ApiProperty[]): Promise<ApiProperty[]> {
  const blocks = await agentBlocks([...new Set(items.flatMap((p) => (p.agentId ? [p.agentId] : [])))]);
  return items.map((p) => {
    const block = p.agentId ? blocks.get(p.agentId) : undefined;
    return block ? { ...p, agent: block } : p;
  });
}

export async function withAgent(item: ApiProperty): Promise<ApiProperty> {
  return (await withAgents([item]))[0];
}

/** The tags a cached read of these properties carries for the agents it shows (an edit of one expires it). */
export function agentTags(items: ApiProperty[]): string[] {
  return [...new Set(items.flatMap((p) => (p.agentId ? [TAGS.agent(p.agentId)] : [])))];
}
