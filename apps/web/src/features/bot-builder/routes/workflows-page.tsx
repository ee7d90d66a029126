import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { WorkflowList } from '@/features/bot-builder/components/workflow-list';

/** Its form, dialog and intents select are fetched when it opens, not with the list (issue 22). */
const WorkflowCreateForm = lazy(() => import('@/features/bot-builder/components/workflow-create-form').then((module) => ({ default: module.WorkflowCreateForm })));

/** /botbuilder/workflows: the workflows (20 a page), new, duplicate, delete. */
export default function WorkflowsPage() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <WorkflowList onAdd={() => setCreating(true)} />
      {creating && (
        <Suspense fallback={null}>
          <WorkflowCreateForm onClose={() => setCreating(false)} onCreated={(workflow) => {
            setCreating(false);
            void navigate(`/botbuilder/workflows/${workflow.wid}`);
          }} />
        </Suspense>
      )}
    </>
  );
}
