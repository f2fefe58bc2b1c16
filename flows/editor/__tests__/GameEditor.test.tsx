/** The games editor (/editor/games) against a stand-in editor API. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, refused } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { editorGames } from '../__fixtures__/games';
import { GameEditor } from '../GameEditor';

function setup(signedIn = true) {
  const api = fakeApi({
    'GET /api/editor/me': ok(signedIn ? { email: 'editor@example.com' } : null),
    'GET /api/editor/games': ok(editorGames),
    'PUT /api/editor/games': ({ body }) => (body.settings.prizes?.some((p: { kind: string; addonId?: number }) => p.kind === 'addon' && !p.addonId) ? refused(400, 'Some of the information sent is not valid.', { errors: { prizes: 'Not valid.' } }) : ok(body)),
  });
  renderWithProviders(<GameEditor fetchImpl={api.fetchImpl} />);
  return { api, user: userEvent.setup() };
}

describe('games editor', () => {
  it('asks visitors to sign in to the editor', async () => {
    setup(false);
    expect(await screen.findByText('Sign in to the editor first.')).toBeInTheDocument();
  });

  it('changes a text in Kurdish, a prize\'s odds and the daily budget, then saves them', async () => {
    const { api, user } = setup();
    const title = await screen.findByRole('textbox', { name: 'Title (Kurdish)' });
    await user.clear(title);
    await user.type(title, 'ڕاوەشاندن');
    const prize = screen.getByRole('group', { name: 'Prize 1' });
    const odds = within(prize).getByRole('spinbutton', { name: 'Odds (weight)' });
    await user.clear(odds);
    await user.type(odds, '25');
    const budget = screen.getByRole('spinbutton', { name: /Prizes per day/ });
    await user.clear(budget);
    await user.type(budget, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Shake to win.')).toBeInTheDocument();
    const sent = api.calls('PUT /api/editor/games')[0]!.body;
    expect(sent.titles.ku).toBe('ڕاوەشاندن');
    expect(sent.settings.dailyPrizeBudget).toBe(50);
    expect(sent.settings.prizes[0]).toMatchObject({ id: 'points-10', odds: 25 });
  });

  it('edits quiz questions in three languages, options one per line', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Daily quiz/ }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const added = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(added).getByRole('textbox', { name: 'Question (English)' }), 'Which network is fastest?');
    await user.type(within(added).getByRole('textbox', { name: 'Options (English), one per line' }), '3G{Enter}4G{Enter}5G');
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Right option (1 = first)' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Daily quiz.')).toBeInTheDocument();
    const question = api.calls('PUT /api/editor/games')[0]!.body.settings.questions[1];
    expect(question).toMatchObject({ text: { en: 'Which network is fastest?' }, options: { en: ['3G', '4G', '5G'] }, answer: 2 });
  });

  it('shows the server\'s refusal of an add-on prize without an add-on', async () => {
    const { user } = setup();
    const prize = within(await screen.findByRole('group', { name: 'Prize 1' }));
    await user.selectOptions(prize.getByRole('combobox', { name: 'Kind' }), 'addon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not valid.')).toBeInTheDocument();
  });
});
