/**
 * Review with two people (issue 32, part 2): the author submits a page, the second editor comments on
 * its Hero block, the author resolves the comment (told by a notification), the reviewer approves; the
 * author may not publish their own change, the other editor does, and a visitor sees the page.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, signInEditor, test } from './fixtures';

const hero = (title: string) => ({ title: 'Eid review', layout: 'page', seo: {}, data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] } });

async function openPage(page: Page, uri: string): Promise<void> {
  const list = page.getByRole('navigation', { name: 'Pages' });
  await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
  await list.getByRole('button', { name: `en ${uri}`, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Review', exact: true })).toBeVisible();
}

test('two people: the author submits, the reviewer comments on a block and approves, only the other editor publishes', async ({ page, browser }) => {
  await signInEditor(page);
  const uri = `/e2e-review-${Date.now()}`;
  expect((await page.request.post('/api/editor/pages?lang=en', { data: { uri, locale: 'en', title: 'Eid review' } })).status()).toBe(201);
  expect((await page.request.put(`/api/editor/pages/content?uri=${uri}&lang=en`, { data: hero('Reviewed Eid offer') })).status()).toBe(200);
  await page.reload();
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  try {
    // The author (a publisher too) turns "two people" on; the box changes once the server has it.
    const twoPeople = page.getByRole('checkbox', { name: 'Two people: nobody approves or publishes their own change' });
    await twoPeople.click();
    await expect(twoPeople).toBeChecked();
    await expect(page.getByText('Two people required: publishing needs an approval by someone else.')).toBeVisible();

    // The author submits.
    await openPage(page, uri);
    const authorReview = page.getByRole('region', { name: 'Review', exact: true });
    await authorReview.getByRole('button', { name: 'Submit for review' }).click();
    await expect(authorReview.getByRole('status')).toHaveText('Submitted for review.');
    await expect(authorReview.getByRole('heading', { level: 3 })).toHaveText('Review: In review');

    // The reviewer comments on the Hero block.
    await reviewer.goto('/editor');
    await reviewer.getByLabel('E-mail').fill('reviewer@example.com');
    await reviewer.getByLabel('Password').fill('Reviewer#2026pass');
    await reviewer.getByRole('button', { name: 'Sign in' }).click();
    await openPage(reviewer, uri);
    await expect(reviewer.getByRole('navigation', { name: 'Pages' }).getByText('en: In review')).toBeVisible();
    const review = reviewer.getByRole('region', { name: 'Review', exact: true });
    await review.getByLabel('Comment on').selectOption({ label: '1. Hero' });
    await review.getByLabel('Comment', { exact: true }).fill('Say how many gigabytes.');
    await review.getByRole('button', { name: 'Add comment' }).click();
    await expect(review.getByRole('listitem').filter({ hasText: 'Say how many gigabytes.' })).toContainText('On 1. Hero');
    await checkA11y(reviewer, 'the editor with a page in review and a comment on a block');

    // The author is told, opens the page from the notification and resolves the comment.
    await page.reload();
    await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    await page.getByRole('button', { name: `reviewer@example.com commented on en ${uri}` }).click();
    await page.getByRole('region', { name: 'Review', exact: true }).getByRole('button', { name: 'Resolve: Say how many gigabytes.' }).click();
    await expect(page.getByRole('region', { name: 'Review', exact: true }).getByRole('listitem').filter({ hasText: 'Say how many gigabytes.' })).toContainText('resolved');

    // The reviewer approves.
    await reviewer.reload();
    await openPage(reviewer, uri);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByRole('status')).toHaveText('Approved.');

    // The author may not publish their own change; the other editor does.
    await page.reload();
    await openPage(page, uri);
    await page.getByRole('button', { name: 'Check and publish' }).click();
    await expect(page.getByText(`You made the last change to en ${uri}: with two people required, another publisher publishes it.`)).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(`/en${uri}`))?.status()).toBe(404);
    await reviewer.getByRole('button', { name: 'Check and publish' }).click();
    await expect(reviewer.getByRole('status').filter({ hasText: 'Published as version 1.' })).toBeVisible();
    expect((await visitor.goto(`/en${uri}`))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: 'Reviewed Eid offer' })).toBeVisible();
    await visitor.context().close();
  } finally {
    // The setting is the whole site's: the other journeys publish alone.
    expect((await page.request.put('/api/editor/settings?lang=en', { data: { twoPeople: false } })).status()).toBe(200);
    await reviewerContext.close();
  }
});
