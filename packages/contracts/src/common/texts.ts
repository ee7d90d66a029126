/** User-facing texts fixed by the spec (§1, §2, §4, §6, §8). Use them exactly. */

export const TEXTS = {
  notificationGranted: 'Notification granted',
  notificationDenied: 'Notification denied',
  notificationDeniedDescription:
    'You will not receive dashboard notifications. Please allow notifications in your browser settings.',
  pushUnsupported: 'This browser does not support push notification.',

  authenticating: 'Authenticating',
  forbidden: "You don't have privileges to access with this credentials, you can contact your administrator.",
  leavePage: 'Do you want to leave this page?',
  errorTitle: 'Error occured',
  errorDescription:
    'Something went wrong while loading the data. it might be due to a slow internet connection please reload the page',
  noInternet: 'Internet connection has been lost please check your internet connection.',
  deviceNotConnected: 'Device not connected',
  slowConnection: 'Very slow/No Connection',
  connecting: 'Connecting ...',
  reconnect: 'Reconnect',

  versionChanged: 'your dashboard version has been changed so you need to login again.',
  dashboardWillReload: 'Dashboard will reload soon',
  requestTimeout: 'Request Timeout',

  welcome: (name: string) => `Hi ${name}, Welcome to the dashboard`,
  loggedOut: 'You have successfully logged out.',
  passwordUpdated: 'your password has been successfully updated',
  accountActivated: 'your account has been successfully activated',
  profileUpdated: 'profile details has been successfully updated',
  responseSubmitted: 'Response Submitted',
  agentNoteUpdated: 'Agent note updated',
  customerLanguageUpdated: 'Customer Language Updated',

  verificationLinkSentTitle: 'Verification link sent',
  verificationLinkSent:
    'A password reset message has been sent to your email address. please click the link in the message to reset your password.',
  activationLinkSentTitle: 'Activation link sent',
  activationLinkSent:
    'A user activation link has been sent to your email address. Please click on the link in the message to activate your dashboard account.',

  noPrivilegeToChangePermission:
    "You don't have the privileges to change this member's permission with these credentials. Contact your administrator.",
  cannotChangeOwnPermission:
    'You can not change your permissions yourself. Contact your administrator to change your permissions.',

  preemptiveDataError: 'Unable to fetch preemptive data',
  joinError: 'join event error occured',
  joinUntaggedError: 'joinUntagged event error occured',
  joinTicketError: 'joinTicket event error occured',
  emitError: (event: string) => `${event} error occured`,

  activeClientGone: 'active client has been either disconnected or force takeover by supervisor',
  supervisedCustomerGone: 'Customer is either disconnected or force takeover by the supervisor',

  defaultNotificationTitle: 'Info Message',
  bifurcationSaved: 'Selection saved',
} as const;
