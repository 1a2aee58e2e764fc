import 'server-only';

// Owners (propietarios): staff-only personal data under Ley 1581, scoped to their agent
// (docs/owners.md). Nothing here is cached and no public read reaches the Owner model.

export { exportOwner, getOwner, listOwners } from './read';
export { createOwner, deleteOwner, updateOwner } from './writes';
export { scopeOfCaller } from './scope';
