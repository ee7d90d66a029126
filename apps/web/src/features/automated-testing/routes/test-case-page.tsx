/**
 * /automatedtesting/testcases/:testCaseId: one case in the editor; 'new' starts an empty case, or the draft of a
 * conversation handed over by "Make a test" (route state).
 */
import { Alert, Button, Flex, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import type { NewCaseState } from '@/components/automated-testing/make-test-api';
import { useTestCase } from '@/features/automated-testing/api/test-cases';
import { CaseEditor } from '@/features/automated-testing/components/case-editor';
import { draftOf, emptyDraft } from '@/features/automated-testing/model/case-draft';
import { NEW_CASE, TEST_CASES_PATH } from '@/features/automated-testing/model/paths';
import { isHttpError } from '@/lib/http/http-error';

export default function TestCasePage() {
  const id = useParams().testCaseId ?? NEW_CASE;
  const state = useLocation().state as NewCaseState | null;
  const query = useTestCase(id === NEW_CASE ? null : id);
  if (id === NEW_CASE) {
    return <CaseEditor key={`${NEW_CASE}-${state ? 'draft' : 'empty'}`} saved={null} initial={state?.draft ? draftOf(state.draft) : emptyDraft()} problem={state?.problem} />;
  }
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} aria-label="Loading the test case" />;
  if (query.isError) {
    const missing = isHttpError(query.error) && query.error.status === 404;
    return (
      <Flex vertical gap={12}>
        <h1 style={{ fontSize: 24, margin: 0 }}>Test case</h1>
        <Alert type="error" showIcon title={missing ? 'This test case does not exist (it may have been deleted).' : 'The test case could not be loaded.'}
          description={<Link to={TEST_CASES_PATH}>Back to the test cases</Link>}
          action={missing ? undefined : <Button size="small" onClick={() => void query.refetch()}>Retry</Button>} />
      </Flex>
    );
  }
  return <CaseEditor key={query.data._id} saved={query.data} initial={draftOf(query.data)} />;
}
