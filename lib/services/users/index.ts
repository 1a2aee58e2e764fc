import 'server-only';

export * from './accounts';
export { updateUser } from './account-writes';
export { deactivateUser, getUser, inviteUser, listUsers, resendInvitation } from './staff';
export { activeAgents, activeStaff, propertyAgent, staffNames } from './agents';
export type { StaffMember } from './agents';
export { verifyCredentials } from './login';
export { requestPasswordReset, resetPassword } from './password-reset';
export { agentBlocks, getPublicAgent, listPublicAgents } from './public-agents';
export { countLeadSubmission, countValuation, countVisitChange } from './rate-limit';
export { registerFrom } from './register';
export { securitySettings } from './security-settings';
export { endSession, isSessionActive, rotateSession, startSession } from './sessions';
export { adminUserStats } from './stats';
