import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, refused, testDeviceId } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { rewardsRoutes, type RewardsFixture } from '../__fixtures__/rewards';
import { CheckInWeek } from '../CheckInWeek';
import { RewardsDashboard } from '../RewardsDashboard';

function setup(fixture: RewardsFixture = {}, locale: 'ar' | 'en' | 'ku' = 'en', overrides = {}, screenEl = <RewardsDashboard />) {
  // Overrides first: the stand-in answers with the first route that matches.
  const api = fakeApi({ ...overrides, ...Object.fromEntries(Object.entries(rewardsRoutes(locale, fixture)).filter(([key]) => !(key in overrides))) });
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
        {screenEl}
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
  return { api, user: userEvent.setup() };
}

const redeems = (api: ReturnType<typeof fakeApi>) => api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/redeem'));

describe('rewards dashboard', () => {
  it('shows the balance, what expires soon, the history and the catalogue of a member', async () => {
    setup({ points: 120 });
    expect(await screen.findByText('120 points')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/100 points of your balance expire by .*2026/);
    const history = screen.getByRole('heading', { name: 'Points history' }).parentElement!;
    expect(within(history).getByText('Bill payment')).toBeInTheDocument();
    expect(within(history).getByText('+100')).toBeInTheDocument();
    // 200 points is more than 120: no button, and how many are missing.
    expect(screen.getByText('80 points to go')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redeem Dijla Cinemas ticket/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Internet 10 GB, 7 days for 50 points' })).toBeInTheDocument();
  });

  it('redeems after a confirmation, once per confirmation key, then shows what was applied and the new balance', async () => {
    const { api, user } = setup({ points: 120 });
    const redeem = await screen.findByRole('button', { name: 'Redeem Internet 10 GB, 7 days for 50 points' });
    await user.click(redeem);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your reward' });
    expect(dialog).toHaveTextContent('We will take 50 points from your balance (120 points) for “Internet 10 GB, 7 days”.');
    expect(dialog).toHaveTextContent('You will have 70 points left.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(redeem).toHaveFocus();
    expect(redeems(api)).toHaveLength(0);

    await user.click(redeem);
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    const done = await screen.findByRole('dialog', { name: 'Done!' });
    expect(done).toHaveTextContent('“Internet 10 GB, 7 days” has started on your line.');
    expect(done).toHaveTextContent('Your balance is now 70 points.');
    const [sent] = redeems(api);
    expect(sent.path).toBe('/api/v1/rewards/internet-10gb/redeem');
    expect(sent.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('70 points')).toBeInTheDocument();
    expect(screen.getByText('Redeemed: Internet 10 GB, 7 days')).toBeInTheDocument();
  });

  it('says the voucher code went by SMS, and shows the server\'s refusal inside the dialog', async () => {
    const { user } = setup({ points: 120 }, 'en', { 'POST /api/v1/rewards/minutes-300/redeem': refused(400, 'This reward needs 60 points and you have 10.') });
    await user.click(await screen.findByRole('button', { name: 'Redeem 300 minutes, 30 days for 60 points' }));
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward needs 60 points and you have 10.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Redeem Coffee voucher at Qahwa House for 80 points' }));
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    expect(await screen.findByRole('dialog', { name: 'Done!' })).toHaveTextContent('We sent the voucher code to your number by SMS.');
  });

  it('a visitor sees the catalogue and a sign-in prompt, nothing to redeem and no check-in', async () => {
    const { api } = setup({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your points' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/login/);
    expect(screen.getByText('Dijla Cinemas ticket')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Daily check-in' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/v1/check-in')).toHaveLength(0);
  });

  it('a new member sees the empty history explained, in Arabic', async () => {
    setup({ points: 0, streak: 0, emptyHistory: true }, 'ar');
    expect(await screen.findByText('لا توجد نقاط بعد. اشترِ باقة أو عبّئ رصيدك أو سجّل حضورك اليومي لتبدأ بالكسب.')).toBeInTheDocument();
    expect(screen.getByText('0 نقطة')).toBeInTheDocument();
  });
});

describe('daily check-in week', () => {
  it('says in words which days are done, which is today and which are locked, and what each gives', async () => {
    setup({ streak: 2 }, 'en', {}, <CheckInWeek />);
    const tiles = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Day 1Done+10 points',
      'Day 2Done+10 points',
      'Day 3Today+15 points',
      'Day 4Locked+15 points',
      'Day 5Locked+20 points',
      'Day 6Locked+20 points',
      'Day 7Locked+100 pointsWeek bonus',
    ]);
    // The marks are drawn (SVG), never emoji, which phones without an emoji font show as an empty box (issue 28).
    for (const tile of tiles) expect(tile.querySelector('.mark svg')).not.toBeNull();
    expect(tiles[2]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('Day 3 of 7')).toBeInTheDocument();
  });

  it('checks in once: the message, the tile done and no button; a 409 from the server is said as it is', async () => {
    const { user, api } = setup({ streak: 2 }, 'en', {}, <CheckInWeek />);
    await user.click(await screen.findByRole('button', { name: 'Check in for today' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Day 3 checked in: you earned 15 points.');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[2]).toHaveTextContent('Done');
    expect(screen.queryByRole('button', { name: 'Check in for today' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/v1/check-in')).toHaveLength(1);
  });

  it('shows the server\'s 409 when the day was already checked in elsewhere', async () => {
    const { user } = setup({ streak: 2 }, 'ku', { 'POST /api/v1/check-in': refused(409, 'ئەمڕۆ ئامادەبوونت تۆمار کردووە. سبەی وەرەوە بۆ ڕۆژی داهاتووی زنجیرەکەت.') }, <CheckInWeek />);
    await user.click(await screen.findByRole('button', { name: 'ئامادەبوونی ئەمڕۆ تۆمار بکە' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ئەمڕۆ ئامادەبوونت تۆمار کردووە.'));
  });
});
