/**
 * The conditional node (§5 operators, §3 default rootConditionType 'and'): each condition reads a
 * variable and compares it with the value. Comparisons are numeric when both sides read as numbers,
 * else case-insensitive text; 'in list' / 'not in list' take a comma-separated list.
 */
import type { Condition } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { Variables } from '@/bot/runtime-ports';
import { fillTemplate } from './template';

const asNumber = (value: string): number | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
};

/** <0, 0, >0 like a sort comparator: numbers as numbers, anything else as lower-cased text. */
function compare(left: string, right: string): number {
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== null && b !== null) return a - b;
  return left.trim().toLowerCase().localeCompare(right.trim().toLowerCase());
}

const listOf = (value: string) => value.split(',').map((item) => item.trim()).filter((item) => item !== '');
const inList = (left: string, list: string) => listOf(list).some((item) => compare(left, item) === 0);

export function conditionHolds(condition: Condition, variables: Variables): boolean {
  const raw = Object.hasOwn(variables, condition.keyValue) ? variables[condition.keyValue] : undefined;
  const left = raw ?? '';
  // The compared value may itself mention variables ({{other}}).
  const right = fillTemplate(condition.value ?? '', variables, { html: false });
  const l = left.trim().toLowerCase();
  const r = right.trim().toLowerCase();
  switch (condition.condType) {
    case 'equal to': return compare(left, right) === 0;
    case 'not equal to': return compare(left, right) !== 0;
    case 'greater than': return compare(left, right) > 0;
    case 'greater than or equal to': return compare(left, right) >= 0;
    case 'less than': return compare(left, right) < 0;
    case 'less than or equal to': return compare(left, right) <= 0;
    case 'exists': return raw !== undefined && raw.trim() !== '';
    case 'in list': return inList(left, right);
    case 'not in list': return !inList(left, right);
    case 'starts with': return l.startsWith(r);
    case 'does not starts with': return !l.startsWith(r);
    case 'ends with': return l.endsWith(r);
    case 'does not ends with': return !l.endsWith(r);
    case 'contains': return l.includes(r);
    case 'does not contain': return !l.includes(r);
  }
}

export function conditionSetHolds(rootConditionType: 'and' | 'or', conditions: readonly Condition[], variables: Variables): boolean {
  return rootConditionType === 'or'
    ? conditions.some((condition) => conditionHolds(condition, variables))
    : conditions.every((condition) => conditionHolds(condition, variables));
}
