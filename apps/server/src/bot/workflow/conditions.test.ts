/** Every §5 operator, numeric versus text comparison, lists, and the 'and' / 'or' root. */
import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS, type Condition, type ConditionOperator } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { conditionHolds, conditionSetHolds } from './conditions';

const vars = { amount: '150', city: 'Mumbai', code: 'ORD-1234', empty: '', other: '150' };
const c = (keyValue: string, condType: ConditionOperator, value = ''): Condition => ({ keyType: 'attribute', keyValue, condType, value });

describe('conditions', () => {
  const cases: Array<[ConditionOperator, string, string, boolean]> = [
    ['equal to', 'amount', '150.0', true], ['equal to', 'city', 'mumbai', true], ['equal to', 'city', 'Delhi', false],
    ['not equal to', 'city', 'Delhi', true], ['not equal to', 'amount', '150', false],
    ['greater than', 'amount', '99', true], ['greater than', 'amount', '1000', false],
    ['greater than or equal to', 'amount', '150', true], ['greater than or equal to', 'amount', '151', false],
    ['less than', 'amount', '1000', true], ['less than', 'amount', '20', false],
    ['less than or equal to', 'amount', '150', true], ['less than or equal to', 'amount', '149', false],
    ['exists', 'city', '', true], ['exists', 'empty', '', false], ['exists', 'missing', '', false],
    ['in list', 'city', 'Delhi, mumbai ,Pune', true], ['in list', 'amount', '10,150', true], ['in list', 'city', 'Delhi,Pune', false],
    ['not in list', 'city', 'Delhi,Pune', true], ['not in list', 'city', 'MUMBAI', false],
    ['starts with', 'code', 'ord-', true], ['starts with', 'code', '123', false],
    ['does not starts with', 'code', 'X', true], ['does not starts with', 'code', 'ORD', false],
    ['ends with', 'code', '234', true], ['ends with', 'code', 'ORD', false],
    ['does not ends with', 'code', 'ORD', true], ['does not ends with', 'code', '1234', false],
    ['contains', 'city', 'UMB', true], ['contains', 'city', 'xyz', false],
    ['does not contain', 'city', 'xyz', true], ['does not contain', 'city', 'bai', false],
  ];
  it.each(cases)('%s on %s with "%s" is %s', (operator, key, value, expected) => {
    expect(conditionHolds(c(key, operator, value), vars)).toBe(expected);
  });

  it('covers all 15 operators', () => {
    expect(new Set(cases.map(([operator]) => operator))).toEqual(new Set(CONDITION_OPERATORS));
  });

  it('compares numbers as numbers only when both sides are numbers (else as text)', () => {
    expect(conditionHolds(c('amount', 'greater than', '20'), { amount: '100' })).toBe(true);
    expect(conditionHolds(c('word', 'greater than', 'apple'), { word: 'banana' })).toBe(true);
    expect(conditionHolds(c('amount', 'less than', '{{other}}'), { amount: '100', other: '120' })).toBe(true);
  });

  it("joins a set with 'and' or 'or'", () => {
    const set = [c('city', 'equal to', 'Mumbai'), c('amount', 'greater than', '500')];
    expect(conditionSetHolds('and', set, vars)).toBe(false);
    expect(conditionSetHolds('or', set, vars)).toBe(true);
  });
});
