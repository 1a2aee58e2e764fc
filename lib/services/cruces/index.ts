import 'server-only';

export { runCruceJobs } from './jobs';
export { countUnseenCruces, listCruces, markCrucesSeen } from './list';
export { listDemandMatches, listPropertyMatches } from './matches';
export { createSelection, selectionByToken } from './selection';
