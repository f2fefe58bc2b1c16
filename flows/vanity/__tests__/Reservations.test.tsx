import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, testDeviceId, type FakeApi } from '../../shared/testing';
import { vanityRoutes } from '../__fixtures__/vanity';
import { Reservations, timeLeft } from '../Reservations';

function renderList(api: FakeApi = fakeApi(vanityRoutes())) {
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
        <Reservations />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale: 'en' },
  );
  return api;
}

const card = (number: string) => screen.getByRole('listitem', { name: number });

describe('my vanity numbers', () => {
  it('timeLeft counts whole hours and minutes, never below zero', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(timeLeft('2026-11-26T09:59:30Z', now)).toEqual({ hours: 47, minutes: 59 });
    expect(timeLeft('2026-11-24T09:00:00Z', now)).toEqual({ hours: 0, minutes: 0 });
  });

  it('shows each reservation with its state, and the time left on live ones', async () => {
    renderList();
    await screen.findByRole('listitem', { name: '07714444444' });
    expect(within(card('07714444444')).getByText('46 h 5 min left')).toBeInTheDocument();
    expect(within(card('07714444444')).getByText('Reserved')).toBeInTheDocument();
    expect(within(card('07714444444')).getByText('Fee paid: 15,000 IQD')).toBeInTheDocument();
    expect(within(card('07734449444')).getByText('3 h 0 min left')).toBeInTheDocument();
    const cancelled = card('07711452111');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByText(/left$/)).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels after a confirmation that says the fee is not refunded; "Keep it" changes nothing', async () => {
    const user = userEvent.setup();
    const api = renderList();
    await user.click(await screen.findByRole('button', { name: 'Cancel reservation: 07714444444' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel the reservation of 07714444444?' });
    expect(within(dialog).getByText('The number goes back on sale. The reservation fee of 15,000 IQD is not refunded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel reservation: 07714444444' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/v1/vanity/reservations/V1']);
    expect(screen.getByRole('status')).toHaveTextContent('The reservation fee is not refunded.');
    // The list is asked again, so it shows the cancelled state.
    await waitFor(() => expect(api.calls('GET /api/v1/vanity/reservations')).toHaveLength(2));
  });

  it('with no reservations, offers the search', async () => {
    renderList(fakeApi({ 'GET /api/v1/vanity/reservations': ok([]) }));
    expect(await screen.findByText('You have no reserved numbers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a vanity number' })).toHaveAttribute('href', '/en/personal/vanity-numbers');
  });
});
