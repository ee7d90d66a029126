import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { mayUse, type Viewer } from '@/features/live-chat/model/viewer';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';

const ACCEPTING: AgentState = 'accept chats';
const NOT_ACCEPTING: AgentState = "don't accept chats";

/**
 * The agent availability switch (§3): state from getAgentState, changed with changeAgentState. Until the state
 * arrives (every connection gets it) it shows disabled and loading in its place, so nothing below moves (issue 22).
 */
export function AgentStateSwitch({ viewer }: { viewer: Viewer }) {
  const agentState = usePresenceStore((state) => state.agentState);
  const [saving, setSaving] = useState(false);
  const accepting = agentState?.selectedState === ACCEPTING;
  const change = async (checked: boolean) => {
    if (!agentState) return;
    const selectedState = checked ? ACCEPTING : NOT_ACCEPTING;
    if (!agentState.agentStates.includes(selectedState)) return;
    setSaving(true);
    const outcome = await emitCommand('changeAgentState', { selectedState });
    setSaving(false);
    if (outcome.ok) usePresenceStore.getState().setAgentState({ ...agentState, selectedState });
  };
  return (
    <Flex align="center" gap={8}>
      {/* The console's own switch (styles.css .sb-switch, as the theme switch): antd's brought its lists group to /chats. */}
      <button
        type="button"
        role="switch"
        className="sb-switch"
        id="agent-state-switch"
        aria-checked={accepting}
        aria-busy={saving || !agentState}
        disabled={!agentState || saving || !mayUse(viewer.permissions, 'changeAgentState')}
        onClick={() => void change(!accepting)}
        aria-label="Accept chats"
        aria-describedby="agent-state-label"
      >
        <span className="sb-switch__knob" aria-hidden />
      </button>
      <Typography.Text id="agent-state-label">
        {!agentState ? 'Checking availability…' : accepting ? 'Accepting chats' : 'Not accepting chats'}
      </Typography.Text>
    </Flex>
  );
}
