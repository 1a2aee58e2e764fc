import { z } from 'zod';

/** `?v=`: the card's version in its address (lib/domain/share-card.ts); any other value gets the current card. */
export const shareCardQuerySchema = z.object({
  v: z.string().max(64).optional().describe('Versión de la tarjeta (la pone la página en su og:image)'),
});

export const agentSlugParamsSchema = z.object({ slug: z.string().max(100) });
