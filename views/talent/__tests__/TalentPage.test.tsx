import { screen, within } from '@testing-library/react';
import { talentRound } from '@/flows/talent/__fixtures__/talent';
import { renderWithProviders } from '@/lib/testing/render';
import { TalentPage } from '../TalentPage';

describe('TalentPage', () => {
  it('a winners page shows the season, ranked with each contestant\u2019s votes, without JavaScript calls', () => {
    renderWithProviders(
      <TalentPage doc={null} winners={talentRound('en', 'closed')} coBrand={null} path="/personal/talent-program/talent-winner-2026" locale="en" siteUrl="http://localhost:3000" />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The 2026 public vote' })).toBeInTheDocument();
    expect(screen.getByText('This is how the public voted in Winter Stars.')).toBeInTheDocument();
    const places = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(places.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Shilan Rashid', 'Ali Hussein', 'Hassan Falah']);
    expect(within(places[1]).getByText('9,311 votes')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Yooz' })).not.toBeInTheDocument();
  });

  it('the co-branded variant shows the partner\u2019s name and logo above the page, in the page\u2019s language', () => {
    renderWithProviders(
      <TalentPage
        doc={null}
        winners={talentRound('ar', 'closed')}
        coBrand={{ name: 'Yooz', logo: '/images/partner-yooz.svg' }}
        path="/personal/talent-program/talent-winner-2026"
        locale="ar"
        siteUrl="http://localhost:3000"
      />,
      { locale: 'ar' },
    );
    const mark = screen.getByRole('img', { name: 'Yooz' });
    expect(mark).toHaveAttribute('src', '/images/partner-yooz.svg');
    expect(mark.closest('p')).toHaveTextContent('بالشراكة مع');
  });
});
