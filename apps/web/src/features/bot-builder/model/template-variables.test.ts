import { describe, expect, it } from 'vitest';
import { templateVariables } from './template-variables';

describe('templateVariables', () => {
  it('lists the conversation variables in order of first mention, once each, without environment variables', () => {
    expect(templateVariables([
      '{{env.API_BASE}}/orders/{{orderId}}?lang={{ language }}',
      'Bearer {{env.TOKEN}}',
      '{"order": "{{orderId}}", "note": "{{customer.note}}"}',
    ])).toEqual(['orderId', 'language', 'customer.note']);
    expect(templateVariables(['no placeholders', '{{ }}', '{env.X}'])).toEqual([]);
  });
});
