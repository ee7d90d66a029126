import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { checkedKeysOf, featuresOf, PermissionEditor } from '@/components/permission-editor';

describe('PermissionEditor', () => {
  it('round-trips a role’s routes through the tree’s checked keys', () => {
    const { ticketsEnabled: _t, ...qa } = defaultPermissions('QA', false);
    const features = featuresOf(checkedKeysOf(qa.features));
    const paths = ['/analytics', '/analytics/chatlog', '/analytics/usages', '/chats', '/modelmanagement', '/settings/profile', '/members/agents'];
    for (const path of paths) {
      expect(isRouteAllowed({ ...qa, features, ticketsEnabled: false }, path), path).toBe(isRouteAllowed({ ...qa, ticketsEnabled: false }, path));
    }
  });

  it('unchecking a section denies it and all its entries', async () => {
    const { ticketsEnabled: _t, ...admin } = defaultPermissions('Admin', true);
    const onChange = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<PermissionEditor value={admin} onChange={onChange} />));
    const analytics = [...container.querySelectorAll('.ant-tree-treenode')].find((node) => node.textContent === 'Analytics');
    const checkbox = analytics?.querySelector('.ant-tree-checkbox');
    if (!(checkbox instanceof HTMLElement)) throw new Error('No checkbox for Analytics');
    await act(async () => checkbox.click());
    act(() => root.unmount());
    const next = onChange.mock.lastCall?.[0] as typeof admin;
    expect(next.features['/analytics']?.isAllowed).toBe(false);
    expect(isRouteAllowed({ ...next, ticketsEnabled: true }, '/analytics/kpi')).toBe(false);
    expect(isRouteAllowed({ ...next, ticketsEnabled: true }, '/chats')).toBe(true);
  });
});
