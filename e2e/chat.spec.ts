/**
 * Live chat end to end (issue 13, part 5): a visitor's message reaches the care desk at /editor/chat,
 * and the agent's answer reaches the visitor without a reload (Server-Sent Events both ways). Two
 * browser contexts: the visitor's and the agent's (each with its own cookies).
 */
import { checkA11y, expect, hydrated, test } from './fixtures';

test.describe('live chat', () => {
  test('a visitor writes, the agent answers from /editor/chat, the visitor sees it without a reload', async ({ browser }) => {
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await agent.goto('/editor');
    await hydrated(agent);
    await agent.getByLabel('E-mail').fill('editor@example.com');
    await agent.getByLabel('Password').fill('Editor#2026pass');
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await expect(agent.getByRole('link', { name: 'Live chat' })).toBeVisible();
    await agent.goto('/editor/chat');
    await hydrated(agent);
    // The desk's heartbeat makes the agent "online".
    await expect(agent.getByText('You are online: visitors can chat with care.')).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/en/support');
    await hydrated(visitor);
    const button = visitor.getByRole('button', { name: 'Live chat' });
    await button.click();
    const dialog = visitor.getByRole('dialog', { name: 'Chat with Nour care' });
    await expect(dialog).toBeVisible();
    const question = `Is roaming on for my line? ${Date.now()}`;
    await dialog.getByLabel('Your message').fill(question);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('log')).toContainText(question);
    await checkA11y(visitor, 'chat panel open');

    // The agent's list updates by itself (stream), with an unread badge.
    const entry = agent.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: question });
    await expect(entry).toBeVisible({ timeout: 15_000 });
    await expect(entry).toContainText('1 unread');
    await entry.click();
    await expect(agent.getByRole('log')).toContainText(question);
    await checkA11y(agent, 'care desk with a conversation open');
    await agent.getByLabel('Your answer').fill('Yes, roaming is on. <b>Safe travels</b>');
    await agent.getByRole('button', { name: 'Send' }).click();

    // No reload on the visitor's side: the answer arrives on the stream, as text.
    await expect(dialog.getByRole('log')).toContainText('Yes, roaming is on. <b>Safe travels</b>', { timeout: 15_000 });
    await expect(dialog.locator('b')).toHaveCount(0);

    // Still there after a reload.
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Live chat' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Chat with Nour care' }).getByRole('log')).toContainText('Safe travels');
    await visitor.keyboard.press('Escape');
    await expect(visitor.getByRole('button', { name: 'Live chat' })).toBeFocused();

    // The agent closes it; the visitor is told.
    await agent.getByRole('button', { name: 'Close conversation' }).click();
    await visitor.getByRole('button', { name: 'Live chat' }).click();
    await expect(visitor.getByText('This chat has ended. Thank you for contacting us.')).toBeVisible();

    await agentContext.close();
    await visitorContext.close();
  });
});
