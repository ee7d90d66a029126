import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WorkflowCreateForm } from '@/features/bot-builder/components/workflow-create-form';
import { WorkflowList } from '@/features/bot-builder/components/workflow-list';

/** /botbuilder/workflows: the workflows (20 a page), new, duplicate, delete. */
export default function WorkflowsPage() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <WorkflowList onAdd={() => setCreating(true)} />
      {creating && <WorkflowCreateForm onClose={() => setCreating(false)} onCreated={(workflow) => {
        setCreating(false);
        void navigate(`/botbuilder/workflows/${workflow.wid}`);
      }} />}
    </>
  );
}
