import { buildOpenApiDocument } from './document';
import { authOperations, healthOperations } from './paths/auth';
import { leadsOperations } from './paths/leads';
import { locationsOperations } from './paths/locations';
import { newsOperations } from './paths/news';
import { propertiesOperations } from './paths/properties';
import { settingsOperations } from './paths/settings';
import { uploadsOperations } from './paths/uploads';
import { usersOperations } from './paths/users';
import type { ApiOperation } from './registry';

/** Every endpoint of the /api contract, domain by domain. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...authOperations,
  ...propertiesOperations,
  ...newsOperations,
  ...locationsOperations,
  ...settingsOperations,
  ...leadsOperations,
  ...usersOperations,
  ...uploadsOperations,
  ...healthOperations,
];

export function openApiDocument() {
  return buildOpenApiDocument(API_OPERATIONS);
}
