import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import { SIGNED_IN_COOKIE } from '@/lib/signed-in';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeAnswer, type FakeRoute } from '../../shared/testing';
import { TALENT_CODE, talentRoutes } from '../__fixtures__/talent';
import { TalentResultsLive } from '../TalentResults';
import { TalentVote } from '../TalentVote';

function setup(locale: Locale = 'en', overrides: Record<string, FakeAnswer | FakeRoute> = {}, state: 'open' | 'closed' = 'open', screenEl = <TalentVote />) {
  const api = fakeApi({ ...talentRoutes(locale, state), ...overrides });
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

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
});

describe('TalentVote', () => {
  it('shows every contestant with photo, bio, video link and a vote button, and when voting closes', async () => {
    setup();
    const card = (await screen.findByRole('heading', { name: 'Ali Hussein' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Photo of Ali Hussein' })).toHaveAttribute('src', '/images/talent/avatar-1.svg');
    expect(within(card).getByText('An oud player from Karbala.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: "Watch Ali Hussein's video" })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(screen.getAllByRole('button', { name: /^Vote for / })).toHaveLength(3);
    expect(screen.getByText(/^Voting is open until /)).toBeInTheDocument();
  });

  it('a visitor confirms the number with the SMS code: a wrong code says so with the tries left, the right one votes', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Vote for Shilan Rashid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your number to vote for Shilan Rashid' });
    await user.type(within(dialog).getByLabelText('Your mobile number'), '0780 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    // Another operator's number is refused before anything is sent.
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/talent/vote/code')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Your mobile number'));
    await user.type(within(dialog).getByLabelText('Your mobile number'), '07705550000');
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect(api.calls('POST /api/v1/talent/vote/code')[0].body).toEqual({ msisdn: '07705550000' });
    expect(within(dialog).getByText('07705550000')).toHaveAttribute('dir', 'ltr');

    // The code boxes of every flow (flows/shared/CodeEntry): the sixth digit sends the vote.
    const code = await within(dialog).findByRole('group', { name: 'Code' });
    expect(within(code).getByLabelText('Digit 1 of 6')).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm my vote' })).toBeInTheDocument();
    await user.keyboard('999999');
    expect(await within(dialog).findByText('The code is incorrect. 4 tries left.')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Digit 1 of 6')).toHaveFocus();

    await user.keyboard(TALENT_CODE);
    expect(await screen.findByRole('heading', { name: 'Thank you for voting!' })).toHaveFocus();
    expect(screen.getByText(/Your vote for Shilan Rashid is counted/)).toBeInTheDocument();
    expect(api.calls('POST /api/v1/talent/vote').at(-1)!.body).toEqual({ contestantId: 72, msisdn: '07705550000', code: TALENT_CODE });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Vote for / })).not.toBeInTheDocument();
  });

  it('a signed-in subscriber votes at once with their own number, with no code asked, in the page language', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    const { api, user } = setup('ar', {
      'POST /api/v1/talent/vote': (_request, index) =>
        index === 0 ? ok({ contestantId: 73 }) : refused(409, 'لقد صوّتَّ مسبقاً في هذه الجولة.', { reason: 'already-voted' }),
    });
    await user.click(await screen.findByRole('button', { name: 'صوّت لـ حسن فلاح' }));
    expect(await screen.findByRole('heading', { name: 'شكراً على تصويتك!' })).toBeInTheDocument();
    expect(api.calls('POST /api/v1/talent/vote')[0].body).toEqual({ contestantId: 73 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Vote for Shilan Rashid', 'Your mobile number', 'Send the code', 'You have already voted', 'You have already voted in this round.'],
    ['ar', 'صوّت لـ شيلان رشيد', 'رقم هاتفك', 'أرسل الرمز', 'صوّتَّ مسبقاً', 'لقد صوّتَّ مسبقاً في هذه الجولة.'],
  ] as const)('%s: a number that already voted is told so when it asks for a code, with no code step', async (locale, vote, numberLabel, send, title, sentence) => {
    const { api, user } = setup(locale, { 'POST /api/v1/talent/vote/code': refused(409, sentence, { reason: 'already-voted' }) });
    await user.click(await screen.findByRole('button', { name: vote }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(numberLabel), '07705550000');
    await user.click(within(dialog).getByRole('button', { name: send }));
    expect(await screen.findByRole('heading', { name: title })).toHaveFocus();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(api.calls('POST /api/v1/talent/vote')).toHaveLength(0);
  });

  it('shows "already voted" when the number has voted in this round', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    const { user } = setup('en', { 'POST /api/v1/talent/vote': refused(409, 'You have already voted in this round.', { reason: 'already-voted' }) });
    await user.click(await screen.findByRole('button', { name: 'Vote for Ali Hussein' }));
    expect(await screen.findByRole('heading', { name: 'You have already voted' })).toBeInTheDocument();
    expect(screen.getByText('You have already voted in this round.')).toBeInTheDocument();
  });

  it('a closed round has no vote buttons and links to the results', async () => {
    setup('ku', {}, 'closed');
    expect(await screen.findByText(/دەنگدان لەم خولەدا کۆتایی هات/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^دەنگ بدە/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ئەنجامەکان ببینە' })).toHaveAttribute('href', '/ku/personal/talent-program');
  });

  it('says when the contestants cannot be loaded, and tries again', async () => {
    let failing = true;
    const round = talentRoutes('en')['GET /api/v1/talent/contestants'] as FakeAnswer;
    const { user } = setup('en', { 'GET /api/v1/talent/contestants': () => (failing ? refused(400, 'Something went wrong') : round) });
    expect(await screen.findByText('We could not load the contestants.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ali Hussein' })).toBeInTheDocument();
  });
});

describe('TalentResultsLive', () => {
  it('ranks the contestants with their votes once the round has closed', async () => {
    setup('en', {}, 'closed', <TalentResultsLive />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Shilan Rashid', 'Ali Hussein', 'Hassan Falah']);
    expect(within(items[0]).getByText('Winner · Place 1')).toBeInTheDocument();
    expect(within(items[0]).getByText('12,840 votes')).toBeInTheDocument();
    expect(within(items[2]).getByText('1 vote')).toBeInTheDocument();
  });

  it('shows no counts while the round is open, only when it closes and a link to vote', async () => {
    setup('en', {}, 'open', <TalentResultsLive />);
    expect(await screen.findByRole('link', { name: 'Vote now' })).toHaveAttribute('href', '/en/personal/talent-program/vote');
    expect(screen.getByText(/The results stay hidden until voting closes on/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d\s*votes?\b/i);
  });
});
