import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSV_REFUSALS, MEMBERS_PATHS as P, MEMBERS_TEXTS, type AgentsPage, type BulkInviteResult } from '@switchboard/contracts/members/team.schemas';
import { describeBackends } from '@/testing/backends';
import { startSmtp, type TestSmtp } from '@/testing/smtp';
import { as } from './members.test-kit';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const HEADER = 'email,firstName,lastName,role';
const rows = (count: number) => Array.from({ length: count }, (_, i) => `bulk${i + 1}@demo.brand,Bulk,Agent ${i + 1},Agent`);
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describeBackends('members: bulk invite by CSV', (ctx) => {
  const admin = () => as(ctx.app, 'admin@demo.brand');
  const bulkCount = async () => (await (await admin()).data<AgentsPage>('GET', `${P.agents}?search=bulk`)).totalCount;

  it('invites every good row (mailing each an activation link) and reports each refused row with its reason', async () => {
    const app = await ctx.buildApp({ SMTP_URL: smtp.url });
    const { data } = await as(app, 'admin@demo.brand');
    const result = await data<BulkInviteResult>('POST', P.bulkInvite, {
      csv: csvOf(
        'bulk1@demo.brand,Bulk,One,Agent',
        'not-an-email,Bad,Mail,Agent',
        '"bulk2@demo.brand","Bulk, Jr.",Two,Supervisor',
        'bulk1@demo.brand,Bulk,Again,Agent',
        'agent@demo.brand,Alice,Agent,Agent',
        'bulk3@demo.brand,Bulk,Three,Wizard',
        'bulk4@demo.brand,,Four,Agent',
        '',
      ),
    });
    expect(result.accepted).toEqual([{ row: 2, email: 'bulk1@demo.brand' }, { row: 4, email: 'bulk2@demo.brand' }]);
    expect(result.refused).toEqual([
      { row: 3, email: 'not-an-email', reason: CSV_REFUSALS.badEmail },
      { row: 5, email: 'bulk1@demo.brand', reason: CSV_REFUSALS.duplicateInFile },
      { row: 6, email: 'agent@demo.brand', reason: CSV_REFUSALS.alreadyMember },
      { row: 7, email: 'bulk3@demo.brand', reason: CSV_REFUSALS.unknownRole },
      { row: 8, email: 'bulk4@demo.brand', reason: CSV_REFUSALS.missingName },
    ]);
    const mails = [await smtp.next(), await smtp.next()];
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(['bulk1@demo.brand', 'bulk2@demo.brand']);
    const listed = await data<AgentsPage>('GET', `${P.agents}?search=bulk2`);
    expect(listed.items[0]).toMatchObject({ firstName: 'Bulk, Jr.', role: 'Supervisor', activated: false });
  });

  it('reads a semicolon-separated file and reports rows by their line in the file, after a blank line and a multi-line cell', async () => {
    const { data } = await admin();
    const csv = [
      'email;firstName;lastName;role',
      'bulk1@demo.brand;Bulk;One;Agent',
      '',
      'not-an-email;"Two-line',
      'name";X;Agent',
      'bulk2@demo.brand;Bulk;"Two; Jr.";Agent',
      'bulk@;A;B;Agent',
    ].join('\r\n');
    const result = await data<BulkInviteResult>('POST', P.bulkInvite, { csv });
    expect(result.accepted).toEqual([{ row: 2, email: 'bulk1@demo.brand' }, { row: 6, email: 'bulk2@demo.brand' }]);
    expect(result.refused).toEqual([
      { row: 4, email: 'not-an-email', reason: CSV_REFUSALS.badEmail },
      { row: 7, email: 'bulk@', reason: CSV_REFUSALS.badEmail },
    ]);
    const listed = await data<AgentsPage>('GET', `${P.agents}?search=bulk2`);
    expect(listed.items[0]).toMatchObject({ lastName: 'Two; Jr.' });
  });

  it('refuses a file over the maximum (21 rows) as a whole', async () => {
    const { call } = await admin();
    const response = await call('POST', P.bulkInvite, { csv: csvOf(...rows(21)) });
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ message: MEMBERS_TEXTS.tooManyRows(21, 20) });
    expect(await bulkCount()).toBe(0);
    const twenty = await call('POST', P.bulkInvite, { csv: csvOf(...rows(20)) });
    expect(twenty.statusCode).toBe(200);
    expect(await bulkCount()).toBe(20);
  });

  it('refuses a file with only bad e-mails row by row, inviting nobody', async () => {
    const { data } = await admin();
    const result = await data<BulkInviteResult>('POST', P.bulkInvite, { csv: csvOf('bulk@,A,B,Agent', 'bulk@@x.io,A,B,Agent', 'bulk.x@y,A,B,Agent') });
    expect(result.accepted).toEqual([]);
    expect(result.refused.map((row) => row.reason)).toEqual([CSV_REFUSALS.badEmail, CSV_REFUSALS.badEmail, CSV_REFUSALS.badEmail]);
    expect(await bulkCount()).toBe(0);
  });

  it('refuses malformed files with a 400 naming the problem', async () => {
    const { call } = await admin();
    const cases = [
      [csvOf('"bulk1@demo.brand,Bulk,One,Agent'), 'not closed'],
      [csvOf('bulk1@demo.brand,"Bulk"x,One,Agent'), 'after a closing quote'],
      ['mail,name\nbulk1@demo.brand,Bulk', 'missing email'],
      ['', MEMBERS_TEXTS.emptyCsv],
      [HEADER, MEMBERS_TEXTS.emptyCsv],
    ] as const;
    for (const [csv, problem] of cases) {
      const response = await call('POST', P.bulkInvite, { csv });
      expect(response.statusCode, csv).toBe(400);
      expect(response.json().message).toContain(problem);
      expect(response.json()).toMatchObject({ field: 'csv' });
    }
    expect((await call('POST', P.bulkInvite, { file: 'x' })).statusCode).toBe(400);
    expect(await bulkCount()).toBe(0);
  });

  it('is refused to members who may not invite', async () => {
    const qa = await as(ctx.app, 'qa@demo.brand');
    expect((await qa.call('POST', P.bulkInvite, { csv: csvOf(...rows(1)) })).statusCode).toBe(403);
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    expect((await supervisor.call('POST', P.bulkInvite, { csv: csvOf(...rows(1)) })).statusCode).toBe(200);
  });
});
