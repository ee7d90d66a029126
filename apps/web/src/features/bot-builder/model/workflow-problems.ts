/**
 * Problems to fix before a workflow can be saved, in the trainer's words: the contracts' schema (a node's
 * missing message or variable, an operator not in the list) and its diagramProblems (one start, edges
 * through real exits). Node problems name the node so the trainer can find it.
 */
import { workflowInputSchema, type WorkflowElements, type WorkflowInput } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { NODE_LABELS } from './node-labels';

export interface WorkflowMeta { name: string; description: string; triggerIntents: string[] }
export interface Problem { message: string; nodeId?: string }

export function workflowProblems(meta: WorkflowMeta, elements: WorkflowElements): { problems: Problem[]; input?: WorkflowInput } {
  const result = workflowInputSchema.safeParse({ ...meta, elements });
  if (result.success) return { problems: [], input: result.data };
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const [first, second, index] = issue.path;
    let problem: Problem = { message: issue.message };
    if (first === 'elements' && second === 'nodes' && typeof index === 'number') {
      const node = elements.nodes[index];
      if (node) problem = { message: `${NODE_LABELS[node.type]} (${node.id}): ${issue.message}`, nodeId: node.id };
    } else if (first === 'name' || first === 'description' || first === 'triggerIntents') {
      problem = { message: `Workflow ${String(first)}: ${issue.message}` };
    }
    if (!seen.has(problem.message)) problems.push(problem);
    seen.add(problem.message);
  }
  return { problems };
}
