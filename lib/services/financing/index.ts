import 'server-only';

import { ZodError } from 'zod';

import {
  financingIssues,
  simulateFinancing,
  withFinancingDefaults,
  type FinancingResult,
} from '../../domain/financing';
import type { SimulatorQuery } from '../../validation/financing';
import { getSettings } from '../settings';

/** The simulator's defaults (Settings > Financiación; the built-in ones when the database is down). */
export async function financingDefaults() {
  return (await getSettings()).financing;
}

/**
 * GET /api/simulator: the query over Settings' defaults, then the rules a well-formed query may
 * still break (a 400 naming the field, as a validation error), then the figures.
 */
export async function simulate(query: SimulatorQuery): Promise<FinancingResult> {
  const defaults = await financingDefaults();
  const input = withFinancingDefaults(query, defaults);
  const issues = financingIssues(input, defaults);
  if (issues.length > 0)
    throw new ZodError(issues.map(({ path, message }) => ({ code: 'custom', path: [path], message, input })));
  return simulateFinancing(input, defaults);
}
