import { operationsOf, type ApiOperation } from '@/lib/api/route';

import * as agentCard from '../(site)/(streamed)/asesores/[slug]/card.jpg/route';
import * as localityCard from '../(site)/(streamed)/inmuebles/[operation]/[city]/[locality]/card.jpg/route';
import * as cityCard from '../(site)/(streamed)/inmuebles/[operation]/[city]/card.jpg/route';
import * as propertyCard from '../(site)/(streamed)/property/[id]/card.jpg/route';
import * as propertyFicha from '../(site)/(streamed)/property/[id]/ficha.pdf/route';
import * as trovitFeed from '../feeds/trovit.xml/route';
import * as activity from './activity/route';
import * as alertsStats from './alerts/stats/route';
import * as alertsUnsubscribe from './alerts/unsubscribe/route';
import * as apiKeyById from './api-keys/[id]/route';
import * as apiKeys from './api-keys/route';
import * as authForgotPassword from './auth/forgot-password/route';
import * as authLogin from './auth/login/route';
import * as authLogout from './auth/logout/route';
import * as authMe from './auth/me/route';
import * as authRefreshToken from './auth/refresh-token/route';
import * as authRegister from './auth/register/route';
import * as authResetPassword from './auth/reset-password/route';
import * as authVerify from './auth/verify/route';
import * as cityByCode from './cities/[code]/route';
import * as cities from './cities/route';
import * as cruceCount from './cruces/count/route';
import * as cruces from './cruces/route';
import * as cruceSeen from './cruces/seen/route';
import * as demandMatches from './demands/[id]/matches/route';
import * as demandById from './demands/[id]/route';
import * as demandSelection from './demands/[id]/selection/route';
import * as demands from './demands/route';
import * as departments from './departments/route';
import * as health from './health/route';
import * as importCommit from './imports/[id]/commit/route';
import * as importById from './imports/[id]/route';
import * as imports from './imports/route';
import * as importTemplate from './imports/template.csv/route';
import * as leadConvert from './leads/[id]/convert/route';
import * as leadNotes from './leads/[id]/notes/route';
import * as leadById from './leads/[id]/route';
import * as leadsExport from './leads/export/route';
import * as leads from './leads/route';
import * as leadsStats from './leads/stats/route';
import * as leaseActivity from './leases/[id]/activity/route';
import * as leaseExpenses from './leases/[id]/expenses/route';
import * as leaseIncreaseLetter from './leases/[id]/increases/[increaseId]/letter.pdf/route';
import * as leaseIncreases from './leases/[id]/increases/route';
import * as leasePaymentById from './leases/[id]/payments/[paymentId]/route';
import * as leasePayments from './leases/[id]/payments/route';
import * as leaseById from './leases/[id]/route';
import * as leaseStatementPdf from './leases/[id]/statement.pdf/route';
import * as leaseStatement from './leases/[id]/statement/route';
import * as leaseTenantLink from './leases/[id]/tenant-link/route';
import * as leaseTerminate from './leases/[id]/terminate/route';
import * as leaseEnding from './leases/ending/route';
import * as leaseIncreasesDue from './leases/increases-due/route';
import * as leases from './leases/route';
import * as localityByCode from './localities/[code]/route';
import * as localities from './localities/route';
import * as mandatesEnding from './mandates/ending/route';
import * as market from './market/route';
import * as meExport from './me/export/route';
import * as meFavorites from './me/favorites/route';
import * as mePassword from './me/password/route';
import * as me from './me/route';
import * as meSavedSearchById from './me/saved-searches/[id]/route';
import * as meSavedSearches from './me/saved-searches/route';
import * as newsById from './news/[id]/route';
import * as news from './news/route';
import * as outboxRetry from './outbox/[id]/retry/route';
import * as outbox from './outbox/route';
import * as ownerExport from './owners/[id]/export/route';
import * as ownerById from './owners/[id]/route';
import * as ownerSettlementPaid from './owners/[id]/settlements/[month]/paid/route';
import * as ownerSettlements from './owners/[id]/settlements/route';
import * as owners from './owners/route';
import * as profile from './profile/route';
import * as propertyActivity from './properties/[id]/activity/route';
import * as propertyMandateDocument from './properties/[id]/mandate/document/route';
import * as propertyMandate from './properties/[id]/mandate/route';
import * as propertyMatches from './properties/[id]/matches/route';
import * as propertyReportLink from './properties/[id]/report-link/route';
import * as propertyReport from './properties/[id]/report/route';
import * as propertyById from './properties/[id]/route';
import * as propertySlots from './properties/[id]/slots/route';
import * as propertyView from './properties/[id]/view/route';
import * as propertiesExport from './properties/export/route';
import * as propertiesFeatured from './properties/featured/route';
import * as propertiesMap from './properties/map/route';
import * as properties from './properties/route';
import * as propertiesSearch from './properties/search/route';
import * as propertiesStats from './properties/stats/route';
import * as settingsSection from './settings/[section]/route';
import * as settingsExport from './settings/export/route';
import * as settingsImport from './settings/import/route';
import * as settingsReset from './settings/reset/route';
import * as settings from './settings/route';
import * as simulator from './simulator/route';
import * as uploadNewsImages from './upload/news-images/route';
import * as uploadPropertyImages from './upload/property-images/route';
import * as uploadVideos from './upload/videos/route';
import * as userInvitation from './users/[id]/invitation/route';
import * as userById from './users/[id]/route';
import * as users from './users/route';
import * as usersStats from './users/stats/route';
import * as valuations from './valuations/route';
import * as visitByToken from './visits/[token]/route';
import * as visitSlots from './visits/[token]/slots/route';
import * as visits from './visits/route';
import * as webhookDeliveryRetry from './webhooks/[id]/deliveries/[deliveryId]/retry/route';
import * as webhookDeliveries from './webhooks/[id]/deliveries/route';
import * as webhookById from './webhooks/[id]/route';
import * as webhookTest from './webhooks/[id]/test/route';
import * as webhooks from './webhooks/route';

/**
 * The route modules of the /api contract, in the order of the reference page; /api/openapi.json
 * is generated from their declarations. A unit test fails when a route.ts is missing here.
 */
export const API_ROUTE_MODULES = [
  authRegister,
  authLogin,
  authRefreshToken,
  authLogout,
  authMe,
  authVerify,
  authForgotPassword,
  authResetPassword,
  properties,
  propertiesSearch,
  propertiesMap,
  propertiesFeatured,
  propertiesStats,
  propertiesExport,
  propertyById,
  propertyView,
  propertyActivity,
  propertyMandate,
  propertyMandateDocument,
  mandatesEnding,
  propertyReport,
  propertyReportLink,
  news,
  newsById,
  departments,
  cities,
  cityByCode,
  localities,
  localityByCode,
  settings,
  settingsSection,
  settingsReset,
  settingsExport,
  settingsImport,
  leads,
  leadsStats,
  leadsExport,
  leadById,
  leadConvert,
  simulator,
  market,
  valuations,
  trovitFeed,
  propertyFicha,
  propertyCard,
  cityCard,
  localityCard,
  agentCard,
  leadNotes,
  owners,
  ownerById,
  ownerExport,
  leases,
  leaseById,
  leaseTerminate,
  leaseTenantLink,
  leaseActivity,
  leaseIncreases,
  leaseIncreaseLetter,
  leaseIncreasesDue,
  leaseEnding,
  propertySlots,
  visits,
  visitByToken,
  visitSlots,
  demands,
  demandById,
  users,
  usersStats,
  userById,
  userInvitation,
  profile,
  me,
  mePassword,
  meSavedSearches,
  meSavedSearchById,
  meFavorites,
  meExport,
  alertsUnsubscribe,
  alertsStats,
  activity,
  demandMatches,
  demandSelection,
  propertyMatches,
  cruces,
  cruceCount,
  cruceSeen,
  uploadPropertyImages,
  uploadVideos,
  uploadNewsImages,
  imports,
  importTemplate,
  importById,
  importCommit,
  apiKeys,
  apiKeyById,
  webhooks,
  webhookById,
  webhookDeliveries,
  webhookDeliveryRetry,
  webhookTest,
  health,
  outbox,
  outboxRetry,
  leasePayments,
  leasePaymentById,
  leaseStatement,
  leaseStatementPdf,
  leaseExpenses,
  ownerSettlements,
  ownerSettlementPaid,
];

/** Every documented operation (internal routes such as next-auth's are left out). */
export const API_OPERATIONS: ApiOperation[] = API_ROUTE_MODULES.flatMap((module) =>
  operationsOf(module as Record<string, unknown>),
).filter((operation) => !operation.spec.internal);
