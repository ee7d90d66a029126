/** The mails the server sends. Each carries one link; the plain-text part keeps it on its own line. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The link in the mail (logged when no SMTP server is configured). */
  link: string;
  /** Files sent with it (a scheduled report's spreadsheet), read from disk by nodemailer as it sends. */
  attachments?: Array<{ filename: string; path: string }>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function linkMail(subject: string, greeting: string, intro: string, action: string, link: string, validity: string): MailContent {
  const text = `${greeting}\n\n${intro}\n\n${link}\n\n${validity} If you did not ask for this, you can ignore this mail.\n\nSwitchboard`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(validity)} If you did not ask for this, you can ignore this mail.</p><p>Switchboard</p>`;
  return { subject, text, html, link };
}

export const durationText = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`;
};

export const resetPasswordMail = (firstName: string, link: string, validForMs: number) =>
  linkMail(
    'Reset your Switchboard password',
    `Hi ${firstName},`,
    'Someone asked to reset the password of your Switchboard dashboard account. Open this link to choose a new password:',
    'Reset password',
    link,
    `The link works once and expires in ${durationText(validForMs)}.`,
  );

export const activationMail = (firstName: string, link: string, validForMs: number) =>
  linkMail(
    'Activate your Switchboard account',
    `Hi ${firstName},`,
    'A Switchboard dashboard account was created for you. Open this link to activate it and choose your password:',
    'Activate account',
    link,
    `The link works once and expires in ${durationText(validForMs)}.`,
  );

/** Asked for a password reset while the brand requires single sign-on: no link, the way in instead (issue 29). */
export const ssoRequiredMail = (firstName: string, loginLink: string) =>
  linkMail(
    'Your Switchboard account signs in through your organisation',
    `Hi ${firstName},`,
    'Someone asked to reset the password of your Switchboard dashboard account. Your organisation signs you in through single sign-on, so there is no password to reset: use the single sign-on button on the login screen.',
    'Open the login screen',
    loginLink,
    'Your password is managed by your organisation.',
  );
