/**
 * /dms/dialogues/{storyId} ('new': a new one, optionally from a draft handed over by the journeys or the workflow
 * tree): the story editor. Saved with updateDialog ('Successfully created dialogue!' / 'Successfully updated
 * dialogue!'); a refusal naming a box marks that box; the conflicts the save found are listed. The dialogue's
 * loading and load_error (§4) show the loader and the error screen with Retry.
 */
import { ArrowLeftOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { StoryConflict } from '@switchboard/contracts/dms/dms.schemas';
import { FullPageLoader } from '@/components/full-page-loader';
import { PageTitle } from '@/components/page-title';
import { ResultScreen } from '@/components/result-screen';
import { useActions } from '@/features/dms/api/actions';
import { useSaveStory, useStory } from '@/features/dms/api/stories';
import { ConflictList } from '@/features/dms/components/conflicts-panel';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { StoryEditor } from '@/features/dms/components/story-editor';
import { useCurrentDomain } from '@/features/dms/hooks/use-current-domain';
import { NEW_STORY, storyPath, type DraftState } from '@/features/dms/model/paths';
import { boxIndexOf, checkDraft, type BoxProblem, type StoryDraft } from '@/features/dms/model/story-draft';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { isHttpError } from '@/lib/http/http-error';


interface EditorProps {
  storyId: string | undefined;
  domainId: string;
  initial: StoryDraft;
  /** The conflicts a new dialogue's save found, carried to its own address. */
  conflictsFound?: StoryConflict[] | undefined;
}

interface SavedState { conflicts?: StoryConflict[] }

function Editor({ storyId, domainId, initial, conflictsFound }: EditorProps) {
  const navigate = useNavigate();
  const { domains } = useCurrentDomain();
  const domain = domains.data?.find((row) => row._id === domainId);
  const actions = useActions(domainId);
  const save = useSaveStory();
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<BoxProblem | null>(null);
  const [conflicts, setConflicts] = useState<StoryConflict[]>(conflictsFound ?? []);
  useUnsavedChanges(dirty && !save.isPending);

  const change = (next: StoryDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const submit = async () => {
    const found = checkDraft(domainId, draft, storyId);
    setProblem(found);
    if (found) return;
    try {
      const saved = await save.mutateAsync({ domainId, name: draft.name, boxes: draft.boxes, ...(storyId ? { storyId } : {}) });
      // Not dirty any more before moving to the new dialogue's address (the unsaved-changes prompt reads it).
      flushSync(() => setDirty(false));
      setConflicts(saved.conflicts);
      if (!storyId) {
        const state: SavedState = { conflicts: saved.conflicts };
        void navigate(storyPath(saved._id), { replace: true, state });
      }
    } catch (error) {
      // The server's refusal names the field (boxes.N.…) and its message names the box: it is shown against it.
      if (isHttpError(error) && error.body) setProblem({ index: boxIndexOf(error.body.field), message: error.body.message });
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" gap={8}>
          <Link to="/dms/dialogues" aria-label="Back to the dialogues"><ArrowLeftOutlined /></Link>
          <PageTitle>{storyId ? 'Dialogue' : 'New dialogue'}</PageTitle>
        </Flex>
        <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void submit()}>Save</Button>
      </Flex>
      <Typography.Text type="secondary">Domain: {domain?.name ?? domainId}</Typography.Text>
      <input className="sb-input" aria-label="Dialogue name" placeholder="Dialogue name" value={draft.name} maxLength={100}
        onChange={(event) => change({ ...draft, name: event.target.value })} />
      {problem && problem.index === null && <Alert type="error" showIcon title={problem.message} />}
      {conflicts.length > 0 && (
        <Alert type="warning" showIcon title="Saved, but other dialogues disagree with it on what the bot does next" description={<ConflictList conflicts={conflicts} />} />
      )}
      <StoryEditor draft={draft} problem={problem} onChange={change}
        choices={{ intents: domain?.intents ?? [], entities: domain?.entities ?? [], actions: actions.data ?? [], slots: domain?.slots.map((slot) => slot.name) ?? [] }} />
    </Flex>
  );
}

function DialogueScreen() {
  const { storyId = NEW_STORY } = useParams();
  const isNew = storyId === NEW_STORY;
  const state = useLocation().state as (DraftState & SavedState) | null;
  const handed = state?.draft;
  const { domain, domains } = useCurrentDomain();
  const story = useStory(isNew ? null : storyId);

  if (isNew) {
    if (domains.isPending) return <FullPageLoader fullScreen={false} />;
    const domainId = handed?.domainId ?? domain?._id;
    if (!domainId) return <ResultScreen status="info" title="Create a domain before writing dialogues." extra={<Link to="/dms/domains">Domains</Link>} />;
    return <Editor key="new" storyId={undefined} domainId={domainId} initial={{ name: handed?.name ?? '', boxes: handed?.boxes ?? [] }} />;
  }
  // loading (§4)
  if (story.isPending) return <FullPageLoader fullScreen={false} />;
  // load_error (§4)
  if (story.isError) {
    const missing = isHttpError(story.error) && story.error.status === 404;
    return (
      <ResultScreen status={missing ? '404' : 'error'} title={missing ? 'Dialogue not found' : 'The dialogue could not be loaded.'}
        extra={missing ? <Link to="/dms/dialogues">Back to the dialogues</Link> : <Button icon={<ReloadOutlined />} onClick={() => void story.refetch()}>Retry</Button>} />
    );
  }
  return (
    <Editor key={story.data._id} storyId={story.data._id} domainId={story.data.domainId} initial={{ name: story.data.name, boxes: story.data.boxes }}
      conflictsFound={state?.conflicts} />
  );
}

export default function DialoguePage() {
  return <DmsLayout><DialogueScreen /></DmsLayout>;
}
