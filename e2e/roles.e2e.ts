import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { launchBrowser, newContext, signIn } from './support/browser';
import { violations } from './support/accessibility';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

// A member no other journey signs in as: the role given here stays for the rest of the run.
const MEMBER = 'assistant.manager@demo.brand';
const ROLE = 'No Analytics';

const sideMenu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });

async function signedIn(email: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto('/auth/login');
  await signIn(page, email);
  await sideMenu(page).waitFor();
  return page;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByLabel(label).fill(option);
  await page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}


describe('roles and permissions', () => {
  it('a custom role without Analytics hides it from its member, and the server refuses it too', async () => {
    const admin = await signedIn('admin@demo.brand');
    await admin.goto('/members/roles');
    await admin.getByRole('link', { name: 'Create role' }).click();
    await pick(admin, 'Parent role', 'AssistantManager');
    await admin.getByLabel('Name').fill(ROLE);
    await admin.getByLabel('Description').fill('Team leads who do not need analytics');
    const analytics = admin.locator('.ant-tree-treenode').filter({ hasText: /^Analytics$/ });
    await analytics.locator('.ant-tree-checkbox-checked').waitFor();
    await analytics.locator('.ant-tree-checkbox').click();
    await admin.getByRole('button', { name: 'Create role' }).click();
    await admin.getByRole('heading', { name: `Role: ${ROLE}` }).waitFor();

    await admin.goto('/members/agents');
    await admin.getByRole('searchbox', { name: 'Search agents' }).fill(MEMBER);
    await admin.keyboard.press('Enter');
    const row = admin.getByRole('row').filter({ hasText: MEMBER });
    await row.getByRole('link', { name: 'Edit' }).click();
    await admin.getByRole('heading', { name: 'Edit Agent' }).waitFor();
    await pick(admin, 'Role', ROLE);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('heading', { name: 'Agents' }).waitFor();
    await admin.getByRole('row').filter({ hasText: MEMBER }).filter({ hasText: ROLE }).waitFor();

    const member = await signedIn(MEMBER);
    await sideMenu(member).getByText('Chats', { exact: true }).waitFor();
    const menu = await sideMenu(member).innerText();
    expect(menu).toContain('Members');
    expect(menu).not.toContain('Analytics');
    await member.goto('/analytics/chatlog');
    await member.getByText(TEXTS.forbidden).waitFor();
    const refused = await member.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('dashboardUser') ?? '{}') as { token?: string }).token;
      return (await fetch('/admin/v1/roles', { headers: { authorization: `Bearer ${token}` } })).status;
    });
    expect(refused).toBe(403);

    // The audit log tab shows who made the role.
    await admin.goto('/members/roles');
    await admin.getByRole('tab', { name: 'Audit log' }).click();
    await admin.getByRole('row').filter({ hasText: 'role create' }).filter({ hasText: 'Ada Admin' }).first().waitFor();
    await member.context().close();
    await admin.context().close();
  });

  it('an admin cannot edit their own permissions and sees the exact message', async () => {
    const admin = await signedIn('admin@demo.brand');
    await admin.goto('/settings/teammembers');
    await admin.getByRole('searchbox', { name: 'Search team members' }).fill('admin@demo.brand');
    await admin.keyboard.press('Enter');
    await admin.getByRole('link', { name: 'Ada Admin' }).click();
    await admin.getByText(TEXTS.cannotChangeOwnPermission).waitFor();
    expect(await admin.getByRole('button', { name: 'Save permissions' }).count()).toBe(0);
    await admin.context().close();
  });

  it.each(['light', 'dark'])('the team administration screens pass WCAG 2 A/AA checks (%s theme)', async (theme) => {
    const context = await newContext(browser);
    await context.addInitScript((mode) => localStorage.setItem('dashboardTheme', mode), theme);
    const admin = await context.newPage();
    await admin.goto('/auth/login');
    await signIn(admin, 'admin@demo.brand');
    await sideMenu(admin).waitFor();
    const screens: [string, string][] = [
      ['/members/agents', 'Agents'],
      ['/members/roles', 'Roles'],
      ['/members/roles/individual', 'Create role'],
      ['/settings/teammembers', 'Team Members'],
    ];
    for (const [path, heading] of screens) {
      await admin.goto(path);
      await admin.getByRole('heading', { name: heading, exact: true }).waitFor();
      await admin.locator('.ant-spin-spinning, .sb-table--loading').first().waitFor({ state: 'detached' }).catch(() => undefined);
      expect(await violations(admin), path).toEqual([]);
    }
    await admin.getByRole('link', { name: 'Sam Supervisor' }).click();
    await admin.getByRole('button', { name: 'Save permissions' }).waitFor();
    expect(await violations(admin), 'member permissions').toEqual([]);
    await admin.context().close();
  }, 150_000); // five pages with axe: over a minute on a slow CI machine
});
