/**
 * The module's chatbot widget (interactive training on liveDialogTraining): the trainer types as a customer would;
 * the draft NLU's predicted intents and entities, then the policy's predicted actions, wait for a confirmation or a
 * correction (the input is locked meanwhile); stories matching the conversation are listed; the conversation is
 * saved as a new dialogue or appended to one. While the socket is away the conversation stays on screen with its
 * controls disabled; it is resumed on reconnecting (stores/training-channel.ts), or the widget says it ended.
 */
import { CloseOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActions } from '@/features/dms/api/actions';
import { ConfirmAction } from '@/features/dms/components/confirm-action';
import { ConfirmIntent } from '@/features/dms/components/confirm-intent';
import { WidgetConversation } from '@/features/dms/components/widget-conversation';
import { WidgetSave } from '@/features/dms/components/widget-save';
import { useCurrentDomain } from '@/features/dms/hooks/use-current-domain';
import { useTrainingCommands } from '@/features/dms/hooks/use-training-commands';
import { resumeTraining } from '@/features/dms/stores/training-channel';
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import './training-widget.css';

const LOCK_NOTES = { confirmIntent: 'Confirm the intent to go on.', confirmAction: 'Choose the bot\'s next action to go on.', none: '' } as const;
const LINK_NOTES = { offline: 'Connection lost — reconnecting…', resuming: 'Reconnected — resuming the conversation…', online: '' } as const;

export default function TrainingWidget() {
  const { domain } = useCurrentDomain();
  const { domainId, session, link, notice, setOpen } = useTrainingWidgetStore();
  const actions = useActions(domainId ?? undefined);
  const commands = useTrainingCommands();
  const [draft, setDraft] = useState('');
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  const started = domainId !== null && domainId === domain?._id;
  const { lock, intents, entities } = session;
  const away = link !== 'online';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || lock.locked || away) return;
    if (await commands.message(text)) setDraft('');
  };

  return (
    // Escape closes the panel (its button takes the focus back); opening it puts the focus inside.
    <section ref={panel} className="sb-dms-widget" aria-label="Dialogue training" tabIndex={-1}
      onKeyDown={(event) => {
        // An open select's Escape is its own.
        if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
      }}>
      <Flex justify="space-between" align="center" className="sb-dms-widget__header">
        <Typography.Text strong>Train dialogues{domain ? ` · ${domain.name}` : ''}</Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Close dialogue training" onClick={() => setOpen(false)} />
      </Flex>
      {!domain ? (
        <Alert type="info" showIcon title="Create a domain first (Domains page)." />
      ) : !started ? (
        <Flex vertical gap={8} className="sb-dms-widget__body">
          {notice && (
            <Alert type="warning" showIcon title={notice} action={notice === T.conversationMoved && (
              <Button size="small" loading={link === 'resuming'} onClick={() => void resumeTraining()}>Continue here</Button>
            )} />
          )}
          <Typography.Text>Chat as a customer would; confirm or correct each guess, then save the conversation as a dialogue.</Typography.Text>
          <Button type="primary" loading={commands.busy === 'start'} disabled={away} onClick={() => void commands.start(domain._id)}>Start a conversation</Button>
        </Flex>
      ) : (
        <Flex vertical gap={8} className="sb-dms-widget__body">
          {away && <Alert type="warning" showIcon role="status" title={LINK_NOTES[link]} />}
          <WidgetConversation boxes={session.boxes} actions={actions.data ?? []} />
          {/* Nothing is sent while the socket is away: the replay may change what waits for the trainer. */}
          <fieldset disabled={away} className="sb-dms-widget__controls">
            {lock.reason === 'confirmIntent' && intents && (
              <ConfirmIntent key={`${intents.dialogBoxId}-${entities?.dialogBoxId ?? ''}`} intents={intents} entities={entities}
                domainIntents={domain.intents} busy={commands.busy === 'confirmIntent'}
                onConfirm={(intent, found) => void commands.confirmIntent(intents.dialogBoxId, intent, found)} />
            )}
            {lock.reason === 'confirmAction' && session.actions && (
              <ConfirmAction key={session.boxes.length} predicted={session.actions} actions={actions.data ?? []} busy={commands.busy === 'confirmAction'}
                onConfirm={(actionId) => void commands.confirmAction(actionId)} />
            )}
            {session.matches && (
              <Typography.Text type="secondary" aria-label="Matching dialogues">
                {session.matches.totalCount === 0 ? 'No dialogue starts like this.' : `Matches ${session.matches.totalCount} dialogue(s): ${session.matches.dialogues.map((row) => row.name).join(', ')}`}
              </Typography.Text>
            )}
            <form onSubmit={(event) => void send(event)} className="sb-dms-widget__composer">
              <input className="sb-input" aria-label="Customer message" value={draft} disabled={lock.locked || away} maxLength={1000}
                placeholder={away ? LINK_NOTES[link] : lock.locked ? LOCK_NOTES[lock.reason] : 'Type as the customer…'} onChange={(event) => setDraft(event.target.value)} />
              <Button htmlType="submit" type="primary" icon={<SendOutlined />} aria-label="Send" disabled={lock.locked || away || !draft.trim()} loading={commands.busy === 'message'} />
            </form>
            <WidgetSave matches={session.matches} disabled={lock.locked || away || session.boxes.length === 0} busy={commands.busy === 'save'}
              onSave={(target) => void commands.save(target)} />
            <Button size="small" type="link" onClick={() => void commands.start(domain._id)}>Start over</Button>
          </fieldset>
        </Flex>
      )}
    </section>
  );
}
