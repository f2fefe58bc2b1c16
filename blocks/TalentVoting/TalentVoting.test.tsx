import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, testDeviceId } from '@/flows/shared/testing';
import { talentRoutes } from '@/flows/talent/__fixtures__/talent';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { TalentVoting } from './TalentVoting';

function show(view: 'vote' | 'results', state: 'open' | 'closed') {
  const api = fakeApi(talentRoutes('en', state));
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
        <TalentVoting view={view} />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale: 'en' },
  );
}

describe('TalentVoting', () => {
  it('shows the contestants with their vote buttons', async () => {
    show('vote', 'open');
    expect(await screen.findByRole('button', { name: 'Vote for Ali Hussein' })).toBeInTheDocument();
  });

  it('shows the results once the round has closed', async () => {
    show('results', 'closed');
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByText('12,840 votes')).toBeInTheDocument();
  });

  it('takes only the two views', () => {
    expect(block.schema.safeParse({ view: 'results' }).success).toBe(true);
    expect(block.schema.safeParse({ view: 'winners' }).success).toBe(false);
  });
});
