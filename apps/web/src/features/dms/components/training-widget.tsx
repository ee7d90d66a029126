/**
 * The module's chatbot widget (interactive training on liveDialogTraining): the trainer types as a customer would;
 * the draft NLU's predicted intents and entities, then the policy's predicted actions, wait for a confirmation or a
 * correction (the input is locked meanwhile); stories matching the conversation are listed; the conversation is
 * saved as a new dialogue or appended to one.
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
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import './training-widget.css';

const LOCK_NOTES = { confirmIntent: 'Confirm the intent to go on.', confirmAction: 'Choose the bot\'s next action to go on.', none: '' } as const;

export default function TrainingWidget() {
  const { domain } = useCurrentDomain();
  const { domainId, session, setOpen } = useTrainingWidgetStore();
  const actions = useActions(domainId ?? undefined);
  const commands = useTrainingCommands();
  const [draft, setDraft] = useState('');
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  const started = domainId !== null && domainId === domain?._id;
  const { lock, intents, entities } = session;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || lock.locked) return;
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
          <Typography.Text>Chat as a customer would; confirm or correct each guess, then save the conversation as a dialogue.</Typography.Text>
          <Button type="primary" loading={commands.busy === 'start'} onClick={() => void commands.start(domain._id)}>Start a conversation</Button>
        </Flex>
      ) : (
        <Flex vertical gap={8} className="sb-dms-widget__body">
          <WidgetConversation boxes={session.boxes} actions={actions.data ?? []} />
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
            <input className="sb-input" aria-label="Customer message" placeholder={lock.locked ? LOCK_NOTES[lock.reason] : 'Type as the customer…'}
              value={draft} disabled={lock.locked} maxLength={1000} onChange={(event) => setDraft(event.target.value)} />
            <Button htmlType="submit" type="primary" icon={<SendOutlined />} aria-label="Send" disabled={lock.locked || !draft.trim()} loading={commands.busy === 'message'} />
          </form>
          <WidgetSave matches={session.matches} disabled={lock.locked || session.boxes.length === 0} busy={commands.busy === 'save'}
            onSave={(target) => void commands.save(target)} />
          <Button size="small" type="link" onClick={() => void commands.start(domain._id)}>Start over</Button>
        </Flex>
      )}
    </section>
  );
}
