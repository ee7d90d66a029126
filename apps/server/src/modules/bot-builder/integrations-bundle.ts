/**
 * What training snapshots of the brand's integrations: its brand functions and one environment's
 * variables (the live bot's BOT_ENVIRONMENT), and the event types and tags of the preemptive data.
 */
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { Environment } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import type { Executor } from '@/db/client';
import { allBrandFunctions } from './brand-functions.repository';
import { brandFunctionView } from './brand-functions.service';
import { environmentValues } from './environment-variables.repository';
import { eventTypesAndTags } from './events.repository';

export async function loadEnvironment(db: Executor, brandId: string, environment: Environment): Promise<Record<string, string>> {
  return (await environmentValues(db, brandId, environment)).values;
}

export async function loadBrandFunctions(db: Executor, brandId: string): Promise<BrandFunction[]> {
  return (await allBrandFunctions(db, brandId)).map(brandFunctionView);
}

/** The distinct event types and tags the brand's events use, sorted. */
export async function loadEventTypesAndTags(db: Executor, brandId: string): Promise<{ eventTypes: string[]; eventTags: string[] }> {
  const rows = await eventTypesAndTags(db, brandId);
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { eventTypes: sorted(rows.map((row) => row.eventType)), eventTags: sorted(rows.flatMap((row) => row.eventTags)) };
}
