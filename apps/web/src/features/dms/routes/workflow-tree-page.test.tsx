/** Workflow Tree: only xlsx and csv are sent; the dialogues made and the bad rows are reported; a refusal leaves the page usable. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { BootstrapResult } from '@switchboard/contracts/dms/dms.schemas';
import WorkflowTreePage from '@/features/dms/routes/workflow-tree-page';
import { chooseFile, text } from '@/features/dms/test-support/dom';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN, GREETING_STORY } from '@/features/dms/test-support/fixtures';
import { commonAnswer } from '@/features/dms/test-support/page-mocks';
import { renderAt } from '@/features/dms/test-support/render';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
const fake = vi.hoisted(() => ({ current: null as null | ReturnType<typeof createFakeSocket> }));
vi.mock('@/lib/socket/namespace-socket', () => ({ getNamespaceSocket: async () => fake.current!.socket }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
fake.current = createFakeSocket();

const REPORT: BootstrapResult = {
  dialogues: [{ _id: 's-made', domainId: DOMAIN._id, name: 'Tree: greeting', boxes: GREETING_STORY.boxes }],
  rows: [{ row: 2, status: 'used' }, { row: 3, status: 'error', message: 'No action "utter_nope" in this domain' }],
  created: 1, failed: 1,
};
const render = () => renderAt(dom, [{ path: '/dms/workflow_tree', element: <WorkflowTreePage /> }], '/dms/workflow_tree');

beforeEach(() => {
  fake.current!.reset();
  requestData.mockReset().mockImplementation(async (path: string) => commonAnswer(path));
  request.mockReset();
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('WorkflowTreePage', { timeout: 30_000 }, () => {
  it('says nothing was uploaded yet, refuses other files, uploads a csv and reports the dialogues and the bad rows', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: REPORT, message: T.treeImported });
    await render();
    expect(text()).toContain('No tree uploaded yet.');
    await chooseFile(new File(['x'], 'tree.pdf'));
    expect(text()).toContain(T.treeTypes);
    expect(request).not.toHaveBeenCalled();

    await chooseFile(new File(['node,parent,customer,bot'], 'tree.csv'));
    expect(request).toHaveBeenCalledWith(P.workflowTree, expect.objectContaining({ method: 'POST', query: { domainId: DOMAIN._id }, body: expect.any(FormData) }));
    expect(toast.success).toHaveBeenCalledWith(T.treeImported);
    expect(text()).toContain('1 dialogue(s) created, 1 row(s) not used');
    expect(text()).toContain('Row 3: No action "utter_nope" in this domain');
    expect(document.body.querySelector('a[href="/dms/dialogues/s-made"]')?.textContent).toBe('Tree: greeting');
  });

  it('stays usable when the server refuses the file', async () => {
    request.mockResolvedValueOnce({ ok: false, status: 412, message: 'Row 1: no header' });
    await render();
    await chooseFile(new File(['x'], 'tree.xlsx'));
    expect(text()).toContain('No tree uploaded yet.');
    expect(text()).not.toContain('created');
  });
});
