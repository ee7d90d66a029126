import { describe, expect, it } from 'vitest';
import { customerProfilePath } from '@switchboard/contracts/customers/customers.schemas';
import { parseCustomerRef } from '@/features/customers/model/customer-ref';

describe('customer route segment', () => {
  it('reads id and type back from the path the console links to', () => {
    const segment = customerProfilePath('web-a&b=c', 'psid').replace('/users/', '');
    expect(parseCustomerRef(segment)).toEqual({ cId: 'web-a&b=c', type: 'psid' });
  });

  it('refuses a missing id or an unknown type', () => {
    expect(parseCustomerRef('type=psid')).toBeNull();
    expect(parseCustomerRef('id=x&type=email')).toBeNull();
    expect(parseCustomerRef(undefined)).toBeNull();
  });
});
