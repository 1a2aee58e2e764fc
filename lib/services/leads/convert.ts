import 'server-only';

import { Lead } from '../../../models/lead';
import { Property } from '../../../models/property';
import type { StaffScope } from '../../domain/activity';
import { ConflictError, InvalidError } from '../../domain/errors';
import {
  CONVERT_MESSAGES,
  CONVERTIBLE_KINDS,
  criteriaFromProperty,
  draftFromOwnerLead,
  type InquiredProperty,
} from '../../domain/lead-conversion';
import type { OwnerDetails } from '../../domain/owner-lead';
import type { PublicUser } from '../../domain/users';
import { demandCreateSchema } from '../../validation/demands';
import type { LeadConversion, LeadConvertInput } from '../../validation/lead-convert';
import { ownerCreateSchema } from '../../validation/owners';
import { propertyCreateSchema } from '../../validation/properties';
import { recordActivity } from '../activity';
import { createDemand } from '../demands';
import { findCity, findLocality } from '../market';
import { createOwner } from '../owners';
import { createProperty } from '../properties';
import type { StoredLead } from './mapper';
import { leadWrites } from './queue';
import { findScoped } from './writes';

type Converted = Omit<LeadConversion, 'into'> & { id: string; propertyId?: string };

/**
 * POST /api/leads/{id}/convert: the lead (in the caller's scope, else 404) becomes an owner with a
 * draft property, or a demand. The lead is claimed first (convertedTo pending, set only where it
 * is unset), so of two conversions at once one runs and the other gets 409; a failed conversion
 * releases the claim and changes nothing else.
 */
export async function convertLead(
  id: string,
  input: LeadConvertInput,
  caller: PublicUser,
  scope: StaffScope,
  { agentFromLead = false }: { agentFromLead?: boolean } = {},
) {
  const lead = await findScoped(id, caller);
  if (lead.convertedTo) throw new ConflictError(CONVERT_MESSAGES.alreadyConverted);
  if (!CONVERTIBLE_KINDS[input.into].includes(lead.kind))
    throw new InvalidError(CONVERT_MESSAGES.wrongKind[input.into]);
  // An API key is nobody's agent: what it creates goes to the lead's agent (docs/api-keys.md).
  const agentId = agentFromLead ? lead.assigneeId?.toString() : undefined;
  if (agentFromLead && !agentId) throw new InvalidError(CONVERT_MESSAGES.keyNeedsAssignee);

  const at = new Date();
  // In the lead-writes queue: the embedded database does not isolate the filter's read from the write.
  const claimed = await leadWrites(() =>
    Lead.updateOne(
      { _id: id, convertedTo: null },
      { $set: { convertedTo: { into: input.into, state: 'pending', at } } },
    ),
  );
  if (claimed.modifiedCount !== 1) throw new ConflictError(CONVERT_MESSAGES.alreadyConverted);

  let converted: Converted;
  try {
    converted =
      input.into === 'owner'
        ? await intoOwner(lead, input, scope, agentId)
        : await intoDemand(lead, input, scope, agentId);
  } catch (error) {
    await Lead.updateOne({ _id: id, 'convertedTo.state': 'pending' }, { $set: { convertedTo: null } });
    throw error;
  }
  const { id: targetId, propertyId, ...result } = converted;
  await Lead.updateOne(
    { _id: id },
    {
      $set: { convertedTo: { into: input.into, state: 'done', id: targetId, propertyId, at } },
      $push: {
        events: { type: 'converted', at, actorId: scope.actor.id, actorName: scope.actor.name, to: input.into },
      },
    },
  );
  await recordActivity({
    actor: scope.actor,
    entity: 'lead',
    entityId: id,
    label: lead.name,
    action: 'update',
    changes: [{ field: 'convertedTo', from: null, to: `${input.into}:${targetId}` }],
  });
  return { into: input.into, ...result };
}

const phoneOf = (lead: StoredLead, input: LeadConvertInput) => {
  const phone = input.phone || lead.phone || '';
  if (!phone) throw new InvalidError(CONVERT_MESSAGES.phoneRequired);
  return phone;
};

/** An owner lead: the owner (their /vender consent is the Ley 1581 authorisation) and a draft property. */
async function intoOwner(
  lead: StoredLead,
  input: LeadConvertInput,
  scope: StaffScope,
  agentId?: string,
): Promise<Converted> {
  if (!input.documentType || !input.documentNumber) throw new InvalidError(CONVERT_MESSAGES.documentRequired);
  const owner = await createOwner(
    ownerCreateSchema.parse({
      name: lead.name,
      documentType: input.documentType,
      documentNumber: input.documentNumber,
      phone: phoneOf(lead, input),
      email: lead.email,
      notes: lead.message ?? '',
      dataConsent: true,
      ...(agentId && { agentId }),
    }),
    scope,
    'lead',
  );
  const leadId = lead._id.toString();
  const details = lead.owner as OwnerDetails;
  const draft = draftFromOwnerLead(details, leadId);
  // The lead names its places; the property form picks them by DANE code. A place the tables do
  // not hold is left for the agent to pick (a property never names one: a 400 on the write).
  const city = await findCity(details.city);
  const locality = city && details.locality ? await findLocality(city.code, details.locality) : undefined;
  const location = {
    city: city?.name ?? '',
    cityCode: city?.code,
    locality: locality?.name ?? '',
    localityCode: locality?.code,
  };
  const property = await createProperty(propertyCreateSchema.parse({ ...draft, location }), scope);
  return {
    id: owner.id,
    propertyId: property._id,
    owner: { id: owner.id, name: owner.name },
    property: { id: property._id, title: property.title },
    demand: null,
  };
}

/** An inquiry or a contact: the person's demand, prefilled from the listing they asked about. */
async function intoDemand(
  lead: StoredLead,
  input: LeadConvertInput,
  scope: StaffScope,
  agentId?: string,
): Promise<Converted> {
  const property = lead.propertyId
    ? await Property.findById(lead.propertyId, {
        operation: 1,
        type: 1,
        price: 1,
        location: 1,
      }).lean<InquiredProperty>()
    : null;
  const criteria = property ? criteriaFromProperty(property) : null;
  const operation = input.operation ?? criteria?.operation;
  if (!operation) throw new InvalidError(CONVERT_MESSAGES.operationRequired);
  const types = input.types ?? criteria?.types;
  if (!types) throw new InvalidError(CONVERT_MESSAGES.typesRequired);
  const demand = await createDemand(
    demandCreateSchema.parse({
      client: { name: lead.name, phone: phoneOf(lead, input), email: lead.email },
      clientConsent: true,
      ...criteria,
      operation,
      types,
      notes: [lead.subject, lead.message].filter(Boolean).join('\n'),
      ...(agentId && { agentId }),
    }),
    scope,
    { leadId: lead._id.toString(), consentSource: 'lead' },
  );
  return { id: demand.id, owner: null, property: null, demand: { id: demand.id } };
}
