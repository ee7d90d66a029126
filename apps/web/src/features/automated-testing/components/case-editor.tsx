/**
 * The test-case editor: name, tags and the customer turns with their checks. Checked with the server's schema before
 * saving (errors on their fields); the server's refusals (an intent that does not exist, …) come back on their fields
 * too. Run runs the saved case; leaving with unsaved changes asks first.
 */
import { PlayCircleOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TEST_CASE_TEXTS, type TestCase } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { useTestCaseReferences } from '@/features/automated-testing/api/test-case-references';
import { useDeleteTestCase, useSaveTestCase } from '@/features/automated-testing/api/test-cases';
import { Field } from '@/features/automated-testing/components/expectation-block';
import { RunDrawer, type RunTarget } from '@/features/automated-testing/components/run-drawer';
import { CaseTagsField } from '@/features/automated-testing/components/tag-controls';
import { TurnCard } from '@/features/automated-testing/components/turn-card';
import { draftErrors, errorAt, inputOf, newTurn, type CaseDraft, type DraftErrors, type DraftTurn } from '@/features/automated-testing/model/case-draft';
import { TEST_CASES_PATH, testCaseEditorPath } from '@/features/automated-testing/model/paths';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { isHttpError } from '@/lib/http/http-error';

interface CaseEditorProps {
  /** The stored case (null: a new one). */
  saved: TestCase | null;
  initial: CaseDraft;
  /** A refusal to show at once (a case made from a conversation the server would not store). */
  problem?: { field: string; message: string } | undefined;
}

const snapshot = (draft: CaseDraft) => JSON.stringify(inputOf(draft));

export function CaseEditor({ saved, initial, problem }: CaseEditorProps) {
  const navigate = useNavigate();
  const refs = useTestCaseReferences();
  const save = useSaveTestCase();
  const remove = useDeleteTestCase();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(() => (saved ? snapshot(initial) : ''));
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>(problem ? { [problem.field]: problem.message } : {});
  const [failure, setFailure] = useState<string | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);
  const [running, setRunning] = useState<RunTarget | null>(null);
  const dirty = goTo === null && snapshot(draft) !== baseline;
  useUnsavedChanges(dirty);
  // Leaves once the render that cleared `dirty` is in place (the guard would stop a navigation from the same tick).
  useEffect(() => {
    if (goTo !== null) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const errors: DraftErrors = { ...(shown ? draftErrors(draft) : {}), ...serverErrors };
  const change = (next: CaseDraft) => {
    setDraft(next);
    setServerErrors({});
    setFailure(null);
  };
  const setTurn = (index: number, turn: DraftTurn) => change({ ...draft, turns: draft.turns.map((old, i) => (i === index ? turn : old)) });
  const moveTurn = (index: number, by: -1 | 1) => {
    const turns = [...draft.turns];
    [turns[index], turns[index + by]] = [turns[index + by]!, turns[index]!];
    change({ ...draft, turns });
  };

  const submit = () => {
    setShown(true);
    if (Object.keys(draftErrors(draft)).length > 0) return setFailure('Some fields need a fix: see the marked ones.');
    save.mutate({ id: saved?._id ?? null, input: inputOf(draft) }, {
      onSuccess: (stored) => {
        toast.success(saved ? TEST_CASE_TEXTS.saved : TEST_CASE_TEXTS.created);
        setBaseline(snapshot(draft));
        if (!saved) setGoTo(testCaseEditorPath(stored._id));
      },
      onError: (error) => {
        const field = isHttpError(error) ? error.body?.field : undefined;
        if (field) setServerErrors({ [field]: error.message });
        setFailure(field ? 'The case was not saved: see the marked field.' : error.message || 'The case could not be saved.');
      },
    });
  };
  const destroy = (id: string) => remove.mutateAsync(id).then(() => {
    toast.success(TEST_CASE_TEXTS.deleted);
    setGoTo(TEST_CASES_PATH);
  });

  return (
    <Form layout="vertical" component="div">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-end" wrap gap={8}>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Link to={TEST_CASES_PATH}>Test Cases</Link>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0, overflowWrap: 'anywhere' }}>{saved ? saved.name : 'New test case'}</Typography.Title>
          </Flex>
          <Flex gap={8} wrap>
            {saved && (
              <Tooltip title={dirty ? 'Save your changes to run them' : undefined}>
                <Button icon={<PlayCircleOutlined />} disabled={dirty} onClick={() => setRunning({ testCase: saved })}>Run</Button>
              </Tooltip>
            )}
            {saved && (
              <Popconfirm title={`Delete the test case ${saved.name}?`} description="Its turns and checks are deleted." okText="Delete"
                okButtonProps={{ danger: true }} onConfirm={() => destroy(saved._id)}>
                <Button danger>Delete</Button>
              </Popconfirm>
            )}
            <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit}>Save</Button>
          </Flex>
        </Flex>
        {failure && <Alert type="error" showIcon title={failure} />}
        {refs.isError && (
          <Alert type="warning" showIcon title="The bot's intents, workflows, messages and groups could not be loaded: the pickers are empty."
            action={<Button size="small" onClick={() => void refs.refetch()}>Retry</Button>} />
        )}
        <Card size="small">
          <Flex gap={8} wrap>
            <Field label="Name" error={errorAt(errors, 'name')} grow="2 1 260px">
              <Input aria-label="Name" maxLength={120} value={draft.name} placeholder="What the case shows, e.g. Order status by number"
                onChange={(e) => change({ ...draft, name: e.target.value })} />
            </Field>
            <Field label="Tags" error={errorAt(errors, 'tags')} grow="2 1 260px">
              <CaseTagsField value={draft.tags} onChange={(tags) => change({ ...draft, tags })} />
            </Field>
          </Flex>
        </Card>
        {errorAt(errors, 'turns') && !Object.keys(errors).some((key) => key.startsWith('turns.')) && (
          <Alert type="error" showIcon title={errorAt(errors, 'turns')} />
        )}
        {draft.turns.map((turn, index) => (
          <TurnCard key={turn.key} index={index} count={draft.turns.length} turn={turn} refs={refs.data} errors={errors}
            onChange={(next) => setTurn(index, next)} onMove={(by) => moveTurn(index, by)}
            onRemove={() => change({ ...draft, turns: draft.turns.filter((_t, i) => i !== index) })} />
        ))}
        <Flex gap={8} wrap justify="space-between">
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => change({ ...draft, turns: [...draft.turns, newTurn()] })}>Add customer turn</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit}>Save</Button>
        </Flex>
      </Flex>
      <RunDrawer target={running} onClose={() => setRunning(null)} />
    </Form>
  );
}
