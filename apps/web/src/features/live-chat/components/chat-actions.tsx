import { useQueryClient } from '@tanstack/react-query';
import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex } from 'antd';
import { useState } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { useBrandConfiguration } from '@/features/live-chat/api/brand-configuration';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { AgentPickerDialog, type PickTarget } from '@/features/live-chat/components/agent-picker-dialog';
import { ACTION_SPECS } from '@/features/live-chat/components/chat-action-specs';
import { ConvertToTicket } from '@/features/live-chat/components/convert-to-ticket';
import { useChatCommand } from '@/features/live-chat/hooks/use-chat-command';
import { chatActionsFor, commandOf, type ChatAction } from '@/features/live-chat/model/chat-actions';
import type { Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { toast } from '@/lib/feedback/feedback';
import { openConfirm } from '@/lib/feedback/modals';
import { useScreenStore } from '@/lib/screen/screen-store';

type CommandPayload = Parameters<ReturnType<typeof useChatCommand>['run']>[2];

/** After these the viewer joins the chat's room again (new membership, §9 auto-join on accept). */
const REJOIN_AFTER: ReadonlySet<ChatAction> = new Set(['accept', 'take', 'acceptInvite', 'whisper', 'barge', 'takeover']);

/**
 * On a phone-wide window (issue 21, point 8) the header keeps this many actions as buttons (the main ones first)
 * and puts the rest in a "More actions" menu: all of them wrapped into three rows above the conversation.
 */
const NARROW_VISIBLE = 2;
const NARROW = new Set(['xs', 'sm']);

/** The header actions the chat's state and the viewer's permissions allow; each waits for its ack. */
export function ChatActions({ chat, viewer }: { chat: LiveChat; viewer: Viewer }) {
  const queryClient = useQueryClient();
  const { run, pending } = useChatCommand();
  const { autoJoinOnAccept } = useBrandConfiguration();
  const [dialog, setDialog] = useState<'transfer' | 'invite' | null>(null);
  /** The server's refusal of a pick, shown in the open dialog (e.g. 412: the agent filled up meanwhile). */
  const [pickError, setPickError] = useState<string | null>(null);
  const actions = chatActionsFor(chat, viewer);
  const narrow = useScreenStore((state) => NARROW.has(state.screen_type));
  const ordered = narrow ? [...actions].sort((a, b) => Number(!!ACTION_SPECS[b].primary) - Number(!!ACTION_SPECS[a].primary)) : actions;
  const shown = narrow ? ordered.slice(0, NARROW_VISIBLE) : ordered;
  const more = narrow ? ordered.slice(NARROW_VISIBLE) : [];
  const openDialog = (next: 'transfer' | 'invite' | null) => {
    setPickError(null);
    setDialog(next);
  };

  const execute = async (action: ChatAction, extra: Record<string, unknown> = {}) => {
    const spec = ACTION_SPECS[action];
    const fromDialog = dialog !== null && action === dialog;
    // A refused pick is shown in the dialog instead of a toast, and the directory is refreshed.
    const outcome = await run(action, commandOf(action), { ...spec.payload(chat), ...extra } as CommandPayload, fromDialog ? { quiet: true } : undefined);
    if (!outcome.ok) {
      // A take refused (another agent was quicker): the list is read again, so the chat leaves the in-queue tab.
      if (action === 'take') void queryClient.invalidateQueries({ queryKey: liveChatKeys.list });
      if (fromDialog) {
        setPickError(outcome.message);
        void queryClient.invalidateQueries({ queryKey: liveChatKeys.agentDirectory(chat.sessionId, dialog) });
      }
      return;
    }
    if (outcome.message) toast.success(outcome.message);
    if ((action === 'accept' && autoJoinOnAccept) || action === 'take') useLiveChatStore.getState().setTab('myChats');
    if (REJOIN_AFTER.has(action)) void queryClient.invalidateQueries({ queryKey: liveChatKeys.room(chat.sessionId) });
    if (dialog) openDialog(null);
  };
  const pick = (target: PickTarget) => {
    setPickError(null);
    if (dialog === 'transfer') void execute('transfer', target);
    else if (dialog === 'invite' && 'toAgentId' in target) void execute('invite', { agentId: target.toAgentId });
  };

  /** A menu entry does what its button would: ask first, open its dialog, or run. */
  const choose = (action: ChatAction) => {
    const spec = ACTION_SPECS[action];
    if (spec.confirm) openConfirm({ title: spec.confirm(chat), okText: spec.label(chat), onOk: () => void execute(action) });
    else if (spec.dialog) openDialog(spec.dialog);
    else void execute(action);
  };

  if (actions.length === 0) return <ConvertToTicket chat={chat} viewer={viewer} />;
  return (
    <Flex wrap={!narrow} gap={6} role="toolbar" aria-label="Chat actions">
      {shown.map((action) => {
        const spec = ACTION_SPECS[action];
        const button = (
          <Button key={action} size="small" type={spec.primary ? 'primary' : 'default'} danger={spec.danger}
            loading={pending === action} disabled={pending !== null && pending !== action}
            onClick={spec.confirm ? undefined : () => (spec.dialog ? openDialog(spec.dialog) : void execute(action))}>
            {spec.label(chat)}
          </Button>
        );
        return spec.confirm ? (
          <ConfirmPopover key={action} title={spec.confirm(chat)} okText={spec.label(chat)} okDanger={!!spec.danger} onConfirm={() => execute(action)}>
            {button}
          </ConfirmPopover>
        ) : button;
      })}
      {more.length > 0 && (
        <Dropdown trigger={['click']} disabled={pending !== null}
          menu={{ items: more.map((action) => ({ key: action, label: ACTION_SPECS[action].label(chat), danger: !!ACTION_SPECS[action].danger })), onClick: ({ key }) => choose(key as ChatAction) }}>
          <Button size="small" icon={<MoreOutlined />} aria-label="More actions" />
        </Dropdown>
      )}
      <ConvertToTicket chat={chat} viewer={viewer} />
      {dialog && <AgentPickerDialog key={dialog} open title={dialog === 'invite' ? 'Invite an agent' : 'Transfer chat'}
        okText={dialog === 'invite' ? 'Invite' : 'Transfer'} purpose={dialog} chat={chat} error={pickError}
        busy={pending === 'transfer' || pending === 'invite'} onPick={pick} onClose={() => openDialog(null)} />}
    </Flex>
  );
}
