import 'server-only';

export * from './accounts';
export { updateUser } from './account-writes';
export { deactivateUser, getUser, inviteUser, listUsers, resendInvitation } from './staff';
