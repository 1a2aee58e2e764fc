// A lead becomes a record of the book of business in one action (POST /api/leads/{id}/convert):
// an owner lead (/vender) an owner with a draft property, an inquiry or a contact a client's
// demand. docs/book-of-business.md#from-a-lead-in-one-action. Pure: no server imports.

import type { OwnerDetails } from './owner-lead';
import { PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from './property';

export const CONVERT_TARGETS = ['owner', 'demand'] as const;
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];

/** The lead kinds each target takes. */
export const CONVERTIBLE_KINDS: Record<ConvertTarget, readonly string[]> = {
  owner: ['owner'],
  demand: ['property-inquiry', 'contact'],
};

export const CONVERT_MESSAGES = {
  converted: { owner: 'Propietario y borrador de inmueble creados', demand: 'Demanda creada' },
  alreadyConverted: 'Esta solicitud ya fue convertida',
  wrongKind: {
    owner: 'Solo una solicitud de propietario (Vender o arrendar) se convierte en propietario',
    demand: 'Solo una consulta por un inmueble o un mensaje de contacto se convierte en demanda',
  },
  target: "Indica en qué convertir la solicitud: 'owner' o 'demand'",
  documentRequired: 'Indica el tipo y el número de documento del propietario',
  operationRequired: 'Indica la operación de la demanda (venta o arriendo): la solicitud no viene de un inmueble',
  typesRequired: 'Indica qué tipo de inmueble busca el cliente: la solicitud no viene de un inmueble',
  phoneRequired: 'Indica el teléfono: la solicitud no lo tiene',
  keyNeedsAssignee: 'Asigna la solicitud a un asesor antes de convertirla con una llave de API',
} as const;

/** A demand's budget around a listing's price: ±20 %. */
export const PRICE_MARGIN = 0.2;

export interface InquiredProperty {
  operation: Operation;
  type: PropertyType;
  price: number;
  location?: {
    city?: string | null;
    cityCode?: string | null;
    locality?: string | null;
    localityCode?: string | null;
  };
}

/** A demand's first criteria when its lead asked about `property`: its operation, type, place, price ±20 %. */
export function criteriaFromProperty(property: InquiredProperty) {
  // Names, as the demand form stores them (the matcher takes names or codes alike).
  const place = property.location ?? {};
  const locality = place.locality || place.localityCode || '';
  return {
    operation: property.operation,
    types: [property.type],
    city: place.city || place.cityCode || '',
    localities: locality ? [locality] : [],
    ...(property.price > 0
      ? {
          minPrice: Math.round(property.price * (1 - PRICE_MARGIN)),
          maxPrice: Math.round(property.price * (1 + PRICE_MARGIN)),
        }
      : {}),
  };
}

/** A draft listing from an owner lead's details: its title, features, and the estimate's middle as its price. */
export function draftFromOwnerLead(owner: OwnerDetails, leadId: string) {
  const place = [owner.locality, owner.city].filter(Boolean).join(', ');
  const verb = owner.operation === 'venta' ? 'en venta' : 'en arriendo';
  return {
    title: `${PROPERTY_TYPE_LABELS[owner.type]} ${verb} en ${place}`.slice(0, 200),
    description: `Borrador creado desde la solicitud ${leadId} del propietario. Completa la descripción, las fotos y la dirección antes de publicar.`,
    type: owner.type,
    operation: owner.operation,
    status: 'borrador',
    price: owner.estimate?.mid ?? 0,
    estrato: owner.estrato ?? undefined,
    location: { city: owner.city, locality: owner.locality ?? '' },
    features: {
      area: owner.area,
      bedrooms: owner.bedrooms ?? 0,
      bathrooms: owner.bathrooms ?? 0,
      parking: owner.parking ?? 0,
    },
  };
}
