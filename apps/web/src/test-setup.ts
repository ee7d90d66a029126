// Toasts load antd lazily; a test that shows one must not end before that import does, or the
// import lands after jsdom is torn down and fails the run.
import { afterEach } from 'vitest';
import { feedbackLoaded } from '@/lib/feedback/feedback';

afterEach(() => feedbackLoaded());
