/**
 * Bulk invite by CSV (§5, §9): columns email, firstName, lastName, role (header row first). A file
 * with more rows than the configured maximum, or that is not CSV, is refused whole; otherwise each
 * row is accepted or refused with its reason, and the accepted ones are created in one transaction
 * and mailed their activation links after the commit.
 */
import { randomUUID } from 'node:crypto';
import { isValidEmail } from '@switchboard/contracts/common/rules';
import { CSV_COLUMNS, CSV_REFUSALS, MEMBERS_TEXTS, type BulkInviteResult } from '@switchboard/contracts/members/team.schemas';
import type { Database } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { CsvError, readCsv, type CsvRow as FileRow } from '@/lib/csv';
import { badRequest, businessRule } from '@/plugins/http-errors';
import { recordAudit } from '@/modules/audit/audit.repository';
import type { PasswordService } from '@/modules/auth/password.service';
import { allowListGivenBy } from './allow-list-grant';
import type { InviteLimit } from './invite-limit';
import { emailsInUse, insertMembers } from './members.repository';
import { actorOf } from './members.view';
import { isRoleName, outranksOrEquals } from './privilege';
import { findRoleByName } from './roles.repository';

/** `row`: the row's line in the file, as a spreadsheet or text editor shows it. */
interface CsvRow { row: number; email: string; firstName: string; lastName: string; role: string; ticketsEnabled: boolean }

function readRows(csv: string): CsvRow[] {
  let rows: FileRow[];
  try {
    rows = readCsv(csv);
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(MEMBERS_TEXTS.malformedCsv(err.message), 'csv');
    throw err;
  }
  const [header, ...body] = rows;
  if (!header) throw badRequest(MEMBERS_TEXTS.emptyCsv, 'csv');
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const index = Object.fromEntries(CSV_COLUMNS.map((column) => [column, names.indexOf(column.toLowerCase())]));
  const missing = CSV_COLUMNS.filter((column) => index[column] === -1);
  if (missing.length > 0) throw badRequest(MEMBERS_TEXTS.malformedCsv(`the header must name ${CSV_COLUMNS.join(', ')} (missing ${missing.join(', ')})`), 'csv');
  const tickets = names.indexOf('ticketsenabled');
  return body.map(({ line, cells }) => {
    const cell = (at: number | undefined) => (at === undefined || at < 0 ? '' : (cells[at] ?? '').trim());
    return {
      row: line,
      email: cell(index.email).toLowerCase(),
      firstName: cell(index.firstName),
      lastName: cell(index.lastName),
      role: cell(index.role),
      ticketsEnabled: ['true', 'yes', '1'].includes(cell(tickets).toLowerCase()),
    };
  });
}

export class BulkInviteService {
  constructor(private readonly deps: { db: Database; passwords: PasswordService; inviteLimit: InviteLimit }) {}

  async invite(auth: AuthContext, csv: string): Promise<{ data: BulkInviteResult; message: string }> {
    const rows = readRows(csv);
    if (rows.length === 0) throw badRequest(MEMBERS_TEXTS.emptyCsv, 'csv');
    const max = await this.deps.inviteLimit(auth.principal.brand.id);
    if (rows.length > max) throw businessRule(MEMBERS_TEXTS.tooManyRows(rows.length, max));
    const { brand } = auth.principal;

    const { result, created } = await this.deps.db.transaction(async (tx) => {
      const taken = await emailsInUse(tx, rows.map((row) => row.email).filter(isValidEmail));
      const seen = new Set<string>();
      const roleIds = new Map<string, string | null>();
      const roleFor = async (name: string) => {
        const key = name.toLowerCase();
        if (!roleIds.has(key)) {
          const role = await findRoleByName(tx, brand.id, name);
          // A default role above the caller's (oriAdmin, Admin) counts as unknown to them.
          const allowed = role && !(role.type === 'default' && isRoleName(role.name) && !outranksOrEquals(auth.principal.role, role.name));
          roleIds.set(key, allowed ? role.id : null);
        }
        return roleIds.get(key) ?? null;
      };
      const accepted: (CsvRow & { roleId: string })[] = [];
      const refusedRows: BulkInviteResult['refused'] = [];
      for (const row of rows) {
        const refuse = (reason: string) => refusedRows.push({ row: row.row, email: row.email, reason });
        const roleId = await roleFor(row.role);
        if (!isValidEmail(row.email)) refuse(CSV_REFUSALS.badEmail);
        else if (seen.has(row.email)) refuse(CSV_REFUSALS.duplicateInFile);
        else if (taken.has(row.email)) refuse(CSV_REFUSALS.alreadyMember);
        else if (!row.firstName || !row.lastName) refuse(CSV_REFUSALS.missingName);
        else if (!roleId) refuse(CSV_REFUSALS.unknownRole);
        else accepted.push({ ...row, roleId });
        seen.add(row.email);
      }
      // Invitees inherit the inviter's allow-list restrictions: a restricted member never creates an unrestricted one.
      const allowedBifurcation = allowListGivenBy(auth.principal);
      const users = accepted.length === 0 ? [] : await insertMembers(tx, accepted.map((row) => ({
        brandId: brand.id, email: row.email, firstName: row.firstName, lastName: row.lastName, passwordHash: null,
        roleId: row.roleId, ticketsEnabled: row.ticketsEnabled, active: true, activated: false, adminPsid: `admin-${randomUUID()}`, allowedBifurcation,
      })));
      for (const user of users) {
        const row = accepted.find((candidate) => candidate.email === user.email);
        await recordAudit(tx, { brandId: brand.id, actor: actorOf(auth.principal), entity: 'member', entityId: user.id, action: 'invite',
          after: { name: `${user.firstName} ${user.lastName}`, email: user.email, role: row?.role ?? '', ticketsEnabled: user.ticketsEnabled, status: 'active' } });
      }
      return {
        created: users,
        result: { accepted: accepted.map((row) => ({ row: row.row, email: row.email })), refused: refusedRows },
      };
    });
    for (const user of created) await this.deps.passwords.sendLink(user, 'activation');
    return { data: result, message: `${result.accepted.length} invited, ${result.refused.length} refused.` };
  }
}
