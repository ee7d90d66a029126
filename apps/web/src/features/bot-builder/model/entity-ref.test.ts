import { describe, expect, it } from 'vitest';
import { entityPath, parseEntityRef } from './entity-ref';

describe('entity page segment', () => {
  it('reads id and type from the spec form, with or without the question mark', () => {
    expect(parseEntityRef('id=abc?&type=regex')).toEqual({ id: 'abc', type: 'regex' });
    expect(parseEntityRef('id=system%3Aemail&type=system')).toEqual({ id: 'system:email', type: 'system' });
    expect(parseEntityRef('id=x&type=bogus')).toEqual({ id: 'x', type: null });
  });

  it('writes the spec form', () => {
    expect(entityPath('system:date', 'system')).toBe('/botbuilder/entities/id=system%3Adate?&type=system');
  });
});
