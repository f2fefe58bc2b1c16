/** The talent round editor (/editor/talent), against a stand-in of /api/editor/talent. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { storageKeys } from '@/lib/storage-keys';
import { fakeApi, ok, refused } from '../../shared/testing';
import { sampleRound } from '../__fixtures__/talent';
import { TalentEditor } from '../TalentEditor';

function setup(hasVotes = false, signedIn = true) {
  const round = sampleRound(hasVotes);
  const api = fakeApi({
    'GET /api/editor/me': ok(signedIn ? { email: 'editor@example.com' } : null),
    'GET /api/editor/talent': () => ok(round),
    'PATCH /api/editor/talent': ({ body }) => ok(Object.assign(round, body)),
    'PUT /api/editor/talent': ({ body }) => {
      if (body.videoUrl === 'http://example.com/v') return refused(400, 'Some of the information sent is not valid.', { errors: { videoUrl: 'Enter a secure YouTube link.' } });
      const saved = { ...body, id: body.id ?? 99 };
      round.contestants = [...round.contestants.filter((c) => c.id !== saved.id), saved];
      return ok(saved);
    },
    'DELETE /api/editor/talent': ({ query }) => {
      round.contestants = round.contestants.filter((c) => String(c.id) !== query.get('id'));
      return ok(null);
    },
  });
  window.localStorage.setItem(storageKeys.deviceId, 'test-device');
  const Fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  render(<TalentEditor fetchImpl={api.fetchImpl} />, { wrapper: Fresh });
  return { api, user: userEvent.setup() };
}

describe('talent round editor', () => {
  it('asks a visitor to sign in to the editor first', async () => {
    setup(false, false);
    expect(await screen.findByText('Sign in to the editor first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New contestant' })).toBeNull();
  });

  it('changes a contestant in three languages and saves it', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ali Hussein' }));
    const form = screen.getByRole('form', { name: 'Edit contestant' });
    const name = within(form).getByLabelText('Name (English)');
    await user.clear(name);
    await user.type(name, 'Ali Hussein Kadhim');
    await user.type(within(form).getByLabelText('YouTube link (optional)'), 'https://youtu.be/aqz-KE-bpKQ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit Ali Hussein Kadhim' })).toBeInTheDocument();
    expect(api.calls('PUT /api/editor/talent')[0].body).toMatchObject({ id: 11, names: { ar: 'علي حسين', en: 'Ali Hussein Kadhim', ku: 'عەلی حوسێن' }, videoUrl: 'https://youtu.be/aqz-KE-bpKQ' });
  });

  it("shows the server's refusal of a video link on that field", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New contestant' }));
    const form = screen.getByRole('form', { name: 'Add a contestant' });
    await user.type(within(form).getByLabelText('YouTube link (optional)'), 'http://example.com/v');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a secure YouTube link.')).toBeInTheDocument();
    expect(within(form).getByLabelText('YouTube link (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the voting dates as exact times', async () => {
    const { api, user } = setup();
    const closes = await screen.findByLabelText('Voting closes (your local time)');
    await user.clear(closes);
    await user.type(closes, '2027-02-01T20:30');
    await user.click(within(screen.getByRole('form', { name: 'Current round' })).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(api.calls('PATCH /api/editor/talent')[0].body).toMatchObject({ year: 2027, closesAt: new Date('2027-02-01T20:30').toISOString() });
  });

  it('once voting has started, contestants can no longer be added or removed', async () => {
    setup(true);
    expect(await screen.findByText(/no longer added or removed/)).toBeInTheDocument();
    expect(screen.getByText('Status: open.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d+ votes/);
    expect(screen.queryByRole('button', { name: 'New contestant' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Shilan Rashid' })).toBeInTheDocument();
  });
});
