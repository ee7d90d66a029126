// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { applyVersion } from '@/features/auth/hooks/use-version-check';
import { message } from '@/lib/feedback/antd-feedback';
import { feedbackLoaded } from '@/lib/feedback/feedback';

describe('applyVersion', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(message.info).mockClear();
  });

  it('stores the first version seen without resetting', () => {
    expect(applyVersion('4.5.0')).toBe(false);
    expect(localStorage.getItem('dashboardVersion')).toBe('4.5.0');
  });

  it('resets the session and says why when the version changed', async () => {
    localStorage.setItem('dashboardVersion', '4.4.0');
    localStorage.setItem('dashboardUser', '{}');
    expect(applyVersion('4.5.0')).toBe(true);
    expect(localStorage.getItem('dashboardUser')).toBeNull();
    expect(localStorage.getItem('dashboardVersion')).toBe('4.5.0');
    await feedbackLoaded();
    await vi.waitFor(() => expect(message.info).toHaveBeenCalledWith(TEXTS.versionChanged, undefined));
  });
});
