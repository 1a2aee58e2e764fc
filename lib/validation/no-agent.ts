import type { ApiProperty } from './property-response';

export const DEFAULT_AGENT_PHOTO = '/images/agent-placeholder.svg';

/** The agent block's defaults (docs/product-rules.md#agent-block): a property without an (active) agent shows these. */
export const NO_AGENT: ApiProperty['agent'] = {
  name: 'Agente no disponible',
  photo: DEFAULT_AGENT_PHOTO,
  phone: 'N/A',
  email: 'N/A',
  license: 'N/A',
  experience: 0,
  specializations: [],
  whatsapp: '',
  slug: '',
};
