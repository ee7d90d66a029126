/** SQL of workflows (one brand's draft diagrams). */
import { and, count, desc, eq, getTableColumns, ilike, ne, sql } from 'drizzle-orm';
import type { WorkflowElements } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { Executor } from '@/db/client';
import { botWorkflows } from '@/db/schema/bot-content';
import type { Paging } from './intents.repository';

export type WorkflowRow = typeof botWorkflows.$inferSelect;
export type WorkflowSummaryRow = Omit<WorkflowRow, 'elements'> & { nodeCount: number };
export interface WorkflowValues { name: string; description: string; triggerIntents: string[]; elements: WorkflowElements }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nodeCount = sql<number>`coalesce(jsonb_array_length(${botWorkflows.elements}->'nodes'), 0)::int`;
const { elements: _elements, ...summaryColumns } = getTableColumns(botWorkflows);

/** Newest first; summaries only (no diagram). */
export async function listWorkflows(db: Executor, brandId: string, { page, pageSize, search }: Paging) {
  const where = and(eq(botWorkflows.brandId, brandId), search ? ilike(botWorkflows.name, `%${escapeLike(search)}%`) : undefined);
  const [items, [total]] = await Promise.all([
    db.select({ ...summaryColumns, nodeCount }).from(botWorkflows).where(where)
      .orderBy(desc(botWorkflows.createdAt), desc(botWorkflows.wid)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botWorkflows).where(where),
  ]);
  return { items: items as WorkflowSummaryRow[], totalCount: total?.value ?? 0 };
}

export async function findWorkflow(db: Executor, brandId: string, wid: string): Promise<WorkflowRow | undefined> {
  const [row] = await db.select().from(botWorkflows).where(and(eq(botWorkflows.brandId, brandId), eq(botWorkflows.wid, wid)));
  return row;
}

/** Every workflow of the brand (name, triggers, diagram): for reference checks. */
export async function allWorkflows(db: Executor, brandId: string): Promise<WorkflowRow[]> {
  return db.select().from(botWorkflows).where(eq(botWorkflows.brandId, brandId));
}

export async function insertWorkflow(db: Executor, brandId: string, values: WorkflowValues): Promise<WorkflowRow> {
  const [row] = await db.insert(botWorkflows).values({ brandId, ...values, synced: true }).returning();
  if (!row) throw new Error('workflow not stored');
  return row;
}

/** Saving stores the diagram the next training takes: the workflow is synced again. */
export async function updateWorkflow(db: Executor, brandId: string, wid: string, values: WorkflowValues): Promise<WorkflowRow | undefined> {
  const [row] = await db.update(botWorkflows).set({ ...values, synced: true, updatedAt: new Date() })
    .where(and(eq(botWorkflows.brandId, brandId), eq(botWorkflows.wid, wid))).returning();
  return row;
}

export async function deleteWorkflow(db: Executor, brandId: string, wid: string): Promise<boolean> {
  const rows = await db.delete(botWorkflows).where(and(eq(botWorkflows.brandId, brandId), eq(botWorkflows.wid, wid))).returning({ wid: botWorkflows.wid });
  return rows.length > 0;
}

/** The names of the brand's other workflows with a jumpToWorkflow node to `wid`. */
export async function workflowsJumpingTo(db: Executor, brandId: string, wid: string): Promise<string[]> {
  const jump = JSON.stringify([{ type: 'jumpToWorkflow', data: { wid } }]);
  const rows = await db.select({ name: botWorkflows.name }).from(botWorkflows)
    .where(and(eq(botWorkflows.brandId, brandId), ne(botWorkflows.wid, wid), sql`${botWorkflows.elements}->'nodes' @> ${jump}::jsonb`))
    .orderBy(botWorkflows.name);
  return rows.map((row) => row.name);
}

/** Names already taken by the brand's workflows (lower case): picks a free name for a copy. */
export async function workflowNamesLike(db: Executor, brandId: string, prefix: string): Promise<Set<string>> {
  const rows = await db.select({ name: botWorkflows.name }).from(botWorkflows)
    .where(and(eq(botWorkflows.brandId, brandId), ilike(botWorkflows.name, `${escapeLike(prefix)}%`)));
  return new Set(rows.map((row) => row.name.toLowerCase()));
}
