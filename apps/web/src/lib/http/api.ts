/** The app's http client instance, wired to the session, feedback, navigation and connectivity. */
import { TIMING } from '@switchboard/contracts/common/constants';
import { ENV } from '@/config/env';
import { checkInternet } from '@/lib/connectivity/internet-check';
import { showErrorModal, toast } from '@/lib/feedback/feedback';
import { createHttpClient, type HttpEffects } from '@/lib/http/http-client';
import { goToLogin, hardRedirect } from '@/lib/navigation';
import { resetSession } from '@/lib/session/reset-session';
import { getSession, getToken } from '@/lib/session/session-store';

const effects: HttpEffects = {
  unauthorized: (message) => {
    resetSession();
    if (message) toast.error(message);
    goToLogin();
  },
  redirect: hardRedirect,
  modal: showErrorModal,
  error: (message) => toast.error(message),
  warning: (message) => toast.warning(message),
  checkInternet: () => void checkInternet(),
};

export const http = createHttpClient({
  fetch: (...args) => fetch(...args),
  baseUrls: { users: ENV.usersBaseUrl, main: ENV.apiBaseUrl },
  timeoutMs: TIMING.apiTimeoutMs,
  getToken,
  getSelectedBifurcation: () => getSession()?.bifurcation_data.selected ?? null,
  effects,
});
