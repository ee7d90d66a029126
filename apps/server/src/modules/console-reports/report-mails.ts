/** The mails of scheduled reports: the report itself (attached, or a link when too large) and the owner's notice. */
import type { MailContent } from '@/modules/mail/mail.templates';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const periodText = (start: Date, end: Date) => `${start.toISOString().slice(0, 16).replace('T', ' ')} to ${end.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface ReportMailInput {
  name: string;
  periodStart: Date;
  periodEnd: Date;
  rows: number;
  /** The library page, where the file can be downloaded. */
  libraryLink: string;
  /** Absent when the file is too large to attach: the mail then carries the link only. */
  attachment?: { filename: string; path: string };
}

export function reportMail({ name, periodStart, periodEnd, rows, libraryLink, attachment }: ReportMailInput): MailContent {
  const period = periodText(periodStart, periodEnd);
  const how = attachment ? 'The spreadsheet is attached. It is also kept in the reports library:' : 'The file is too large to attach. Download it from the reports library (sign-in needed):';
  const text = `Your report "${name}" for ${period} is ready (${rows} rows).\n\n${how}\n\n${libraryLink}\n\nSwitchboard`;
  const html = `<p>Your report “${escapeHtml(name)}” for ${escapeHtml(period)} is ready (${rows} rows).</p><p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(libraryLink)}">Open the reports library</a></p><p>Switchboard</p>`;
  return { subject: `Report: ${name}`, text, html, link: libraryLink, ...(attachment ? { attachments: [attachment] } : {}) };
}

export function scheduleDisabledMail(name: string, reason: string, link: string): MailContent {
  const text = `The schedule of your report "${name}" was turned off after three failed runs in a row.\n\nThe last failure: ${reason}\n\nFix the report and turn it on again:\n\n${link}\n\nSwitchboard`;
  const html = `<p>The schedule of your report “${escapeHtml(name)}” was turned off after three failed runs in a row.</p>
<p>The last failure: ${escapeHtml(reason)}</p><p><a href="${escapeHtml(link)}">Open the report</a></p><p>Switchboard</p>`;
  return { subject: `Report schedule turned off: ${name}`, text, html, link };
}
