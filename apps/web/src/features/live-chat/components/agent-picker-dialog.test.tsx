import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentsForChatTransferData, TransferAgent } from '@switchboard/contracts/live-chat/live-chat.api';
import { AGENT_DIRECTORY_REFRESH_MS, agentDirectoryQuery } from '@/features/live-chat/api/agents-for-transfer';
import { AgentPickerDialog, type PickTarget } from '@/features/live-chat/components/agent-picker-dialog';
import { aChat } from '@/features/live-chat/model/test-fixtures';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const anAgent = (overrides: Partial<TransferAgent>): TransferAgent => ({
  agentId: 'a', name: 'Agent', groupIds: ['g-1'], online: true, accepting: true, chats: 0, capacity: 3, hasRoom: true, ...overrides,
});
const directory: AgentsForChatTransferData = {
  agentList: [
    anAgent({ agentId: 'bob', name: 'Bob Agent', chats: 1 }),
    anAgent({ agentId: 'carl', name: 'Carl Full', chats: 3, hasRoom: false }),
    anAgent({ agentId: 'dana', name: 'Dana Away', online: false, hasRoom: false }),
    anAgent({ agentId: 'erin', name: 'Erin Busy', accepting: false, hasRoom: false }),
  ],
  groups: [{ groupId: 'g-1', name: 'General', agentsOnlineWithRoom: 1, inQueue: 2 }],
};

let onPick: ReturnType<typeof vi.fn<(target: PickTarget) => void>>;

async function render(props: { purpose?: 'transfer' | 'invite'; error?: string | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <AgentPickerDialog open title="Transfer chat" okText="Transfer" purpose={props.purpose ?? 'transfer'} chat={aChat()} busy={false}
          error={props.error ?? null} onPick={onPick} onClose={() => {}} />
      </QueryClientProvider>,
    );
  });
  await settle();
}

const options = () => Array.from(document.body.querySelectorAll<HTMLElement>('[role="option"]'));
const option = (name: string) => options().find((el) => el.textContent?.includes(name));
const okButton = () => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === 'Transfer');
const bodyText = () => document.body.textContent ?? '';

const dom = domRootPerTest();

beforeEach(() => {
  requestData.mockReset().mockResolvedValue(directory);
  onPick = vi.fn<(target: PickTarget) => void>();
});


describe('AgentPickerDialog', () => {
  it('asks the directory for the chat and refreshes every 10 s while open', async () => {
    await render();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/agentsForChatTransfer', expect.objectContaining({ query: { sessionId: 's-1', purpose: 'transfer' }, quiet: true }));
    expect(agentDirectoryQuery('s-1', 'transfer').refetchInterval).toBe(AGENT_DIRECTORY_REFRESH_MS);
    expect(AGENT_DIRECTORY_REFRESH_MS).toBe(10_000);
  });

  it('shows each agent with their load or why they cannot be picked, disabled', async () => {
    await render();
    expect(options().map((el) => [el.textContent, el.getAttribute('aria-disabled')])).toEqual([
      ['Bob Agent1/3 chats', 'false'],
      ['Carl FullFull 3/3', 'true'],
      ['Dana AwayOffline', 'true'],
      ['Erin BusyNot accepting chats', 'true'],
    ]);
    expect(okButton()?.disabled).toBe(true);
    act(() => option('Carl Full')?.click());
    expect(option('Carl Full')?.getAttribute('aria-selected')).toBe('false');
    expect(okButton()?.disabled).toBe(true);
    act(() => option('Bob Agent')?.click());
    expect(option('Bob Agent')?.getAttribute('aria-selected')).toBe('true');
    act(() => okButton()?.click());
    expect(onPick).toHaveBeenCalledWith({ toAgentId: 'bob' });
  });

  it('is keyboard usable: arrows move focus, Enter picks only agents with room', async () => {
    await render();
    const list = document.body.querySelector<HTMLElement>('[role="listbox"]');
    option('Bob Agent')?.focus();
    const key = (k: string) => act(() => { document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })); });
    key('ArrowDown');
    expect(document.activeElement?.textContent).toContain('Carl Full');
    key('Enter');
    expect(list?.querySelector('[aria-selected="true"]')).toBeNull();
    key('Home');
    key('Enter');
    expect(option('Bob Agent')?.getAttribute('aria-selected')).toBe('true');
  });

  it('says when no other agent is online with room, and groups can still be picked for a transfer', async () => {
    requestData.mockResolvedValue({ ...directory, agentList: directory.agentList.slice(1) });
    await render();
    expect(bodyText()).toContain('No other agents are online with room');
    expect(options().every((el) => el.getAttribute('aria-disabled') === 'true')).toBe(true);
    const groupTab = Array.from(document.body.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find((input) => input.value === 'group');
    act(() => groupTab?.click());
    expect(option('General')?.textContent).toContain('1 agent with room · 2 in queue');
    act(() => option('General')?.click());
    act(() => okButton()?.click());
    expect(onPick).toHaveBeenCalledWith({ toGroupId: 'g-1' });
  });

  it('shows a loading state, then a load failure with a retry', async () => {
    let fail: (error: Error) => void = () => {};
    requestData.mockReturnValue(new Promise((_resolve, reject) => { fail = reject; }));
    await render();
    expect(bodyText()).toContain('Loading agents');
    await act(async () => fail(new Error('Network down')));
    await settle();
    expect(bodyText()).toContain('The agent list could not be loaded.');
    expect(bodyText()).toContain('Network down');
    requestData.mockResolvedValue(directory);
    act(() => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent?.includes('Retry'))?.click());
    await settle();
    expect(option('Bob Agent')).toBeDefined();
  });

  it('shows the server refusal of the last pick; invite offers no groups', async () => {
    await render({ purpose: 'invite', error: 'That agent is offline or has no room for another chat.' });
    expect(document.body.querySelector('[role="alert"]')?.textContent).toContain('That agent is offline or has no room for another chat.');
    expect(document.body.querySelector('input[type="radio"]')).toBeNull();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/agentsForChatTransfer', expect.objectContaining({ query: { sessionId: 's-1', purpose: 'invite' } }));
  });
});
