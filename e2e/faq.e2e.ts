import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('FAQs: a trainer adds an FAQ and a document, then tries a question', () => {
  it('adds an FAQ with an alternate, pastes a document, sees its passages, and gets the passage with its source', async () => {
    const trainer = await signedInAt(browser, 'trainer@demo.brand', '/botbuilder/faqbuilder');
    await trainer.getByRole('heading', { name: 'FAQ Builder', level: 1 }).waitFor();
    // The demo brand's seeded FAQs are listed.
    await trainer.getByRole('button', { name: 'How long does shipping take?' }).waitFor();
    await trainer.getByRole('button', { name: 'New FAQ' }).click();
    const faqDialog = trainer.getByRole('dialog', { name: 'New FAQ' });
    await faqDialog.getByRole('textbox', { name: 'Question' }).fill('How do I reset my password?');
    await faqDialog.getByRole('button', { name: 'Add alternate' }).click();
    await faqDialog.getByRole('textbox', { name: 'Alternate 1' }).fill('I forgot my password');
    await faqDialog.getByRole('textbox', { name: 'Answer' }).fill('Use "Forgot password" on the sign-in page.');
    await faqDialog.getByRole('button', { name: 'Create FAQ' }).click();
    await trainer.getByRole('button', { name: 'How do I reset my password?' }).waitFor();
    expect(await trainer.getByRole('row').filter({ hasText: 'How do I reset my password?' }).getByRole('cell').nth(1).textContent()).toBe('1');

    await trainer.goto('/botbuilder/generativefaq');
    await trainer.getByRole('heading', { name: 'Generative FAQ', level: 1 }).waitFor();
    await trainer.getByRole('button', { name: 'Add document' }).click();
    const documentDialog = trainer.getByRole('dialog', { name: 'Add document' });
    await documentDialog.getByRole('textbox', { name: 'Title' }).fill('Warranty');
    await documentDialog.getByRole('textbox', { name: 'Text', exact: true }).fill('Every pair has a two-year warranty against loose soles and broken stitching.\n\nNormal wear is not covered.');
    await documentDialog.getByRole('button', { name: 'Add document' }).click();
    await trainer.getByRole('cell', { name: 'Warranty', exact: true }).waitFor();
    await trainer.getByRole('row').filter({ hasText: 'Warranty' }).getByRole('button', { name: 'Passages' }).click();
    await trainer.getByRole('dialog', { name: 'Passages of Warranty' }).getByText('two-year warranty', { exact: false }).waitFor();
    await trainer.keyboard.press('Escape');

    const question = trainer.getByLabel('Question to try');
    await question.fill('is there a warranty on loose soles?');
    await trainer.getByRole('button', { name: 'Ask' }).click();
    const answer = trainer.getByTestId('faq-answer');
    await answer.getByText('Source: Warranty').waitFor();
    expect(await answer.textContent()).toContain('Every pair has a two-year warranty');

    await question.fill('I forgot my password');
    await trainer.getByRole('button', { name: 'Ask' }).click();
    await answer.getByText('Source: How do I reset my password?').waitFor();
    await trainer.context().close();
  });
});
