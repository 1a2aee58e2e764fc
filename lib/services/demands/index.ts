import 'server-only';

// Client demands (demandas): staff-only records scoped to their agent, never cached and never in
// a public shape (docs/demands.md).

export { listDemands } from './list';
export { createDemand, deleteDemand, getDemand, updateDemand } from './writes';
export type { DemandCaller } from './scope';
export { criteriaOf } from './mapper';
