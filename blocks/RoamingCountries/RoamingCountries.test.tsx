import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { foldName, RoamingCountries } from './RoamingCountries';
import { roamingFixtures } from './RoamingCountries.fixtures';

const countryNames = () => within(screen.getByRole('list', { name: /Countries|الدول|وڵاتان/ })).getAllByRole('button').map((b) => b.textContent);

describe('RoamingCountries', () => {
  it('filters countries by name as you type, without any request', async () => {
    const user = userEvent.setup();
    // jsdom has no fetch: put a spy in its place to prove the filter never asks the server.
    const fetchSpy = jest.fn();
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    renderWithProviders(<RoamingCountries title="Roaming" intro="" countries={roamingFixtures('en')} />, { locale: 'en' });
    expect(countryNames()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('10 countries');

    await user.type(screen.getByRole('searchbox', { name: 'Search for a country' }), 'UNITED');
    expect(countryNames()).toEqual(['United Arab Emirates', 'United Kingdom']);
    expect(screen.getByRole('status')).toHaveTextContent('2 countries');
    expect(fetchSpy).not.toHaveBeenCalled();
    globalThis.fetch = original;
  });

  it('says when no country matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoamingCountries title="" intro="" countries={roamingFixtures('en')} />, { locale: 'en' });
    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches “Atlantis”.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the roaming add-ons of the chosen country and moves the focus to them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoamingCountries title="Roaming" intro="" countries={roamingFixtures('en')} />, { locale: 'en' });
    expect(screen.getByText('Choose a country to see its roaming add-ons.')).toBeInTheDocument();

    const turkey = screen.getByRole('button', { name: 'Turkey' });
    await user.click(turkey);
    expect(turkey).toHaveAttribute('aria-pressed', 'true');
    const heading = screen.getByRole('heading', { level: 3, name: 'Roaming add-ons in Turkey' });
    expect(heading).toHaveFocus();
    const detail = screen.getByRole('region', { name: 'Roaming add-ons in Turkey' });
    const tiles = within(detail).getAllByRole('article');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[1]).getByRole('heading', { level: 4, name: 'Turkey roaming 5 GB' })).toBeInTheDocument();
    expect(within(tiles[1]).getByRole('link', { name: 'Buy Turkey roaming 5 GB' })).toHaveAttribute('href', '/en/personal/add-on/301');

    await user.click(screen.getByRole('button', { name: 'Georgia' }));
    expect(screen.getByText('There are no roaming add-ons for Georgia yet.')).toBeInTheDocument();
  });

  it('matches Arabic names whatever the spelling of alef and taa marbuta (Arabic page)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoamingCountries title="" intro="" countries={roamingFixtures('ar')} />, { locale: 'ar' });
    await user.type(screen.getByRole('searchbox', { name: 'ابحث عن دولة' }), 'الاردن');
    expect(countryNames()).toEqual(['الأردن']);
    expect(screen.getByRole('status')).toHaveTextContent('دولة واحدة');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'المتحده');
    expect(countryNames()).toEqual(['الإمارات العربية المتحدة', 'المملكة المتحدة']);
    expect(screen.getByRole('status')).toHaveTextContent('دولتان');
  });

  it('searches Kurdish names too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoamingCountries title="" intro="" countries={roamingFixtures('ku')} />, { locale: 'ku' });
    await user.type(screen.getByRole('searchbox', { name: 'بەدوای وڵاتێکدا بگەڕێ' }), 'ئەڵمان');
    expect(countryNames()).toEqual(['ئەڵمانیا']);
    expect(screen.getByRole('status')).toHaveTextContent('1 وڵات');
  });

  it('says the list is not available when the server sent none', () => {
    renderWithProviders(<RoamingCountries title="Roaming" intro="" />, { locale: 'en' });
    expect(screen.getByText('The list of roaming destinations is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('folds case, accents and Arabic-script variants', () => {
    expect(foldName('  Türkiye ')).toBe('turkiye');
    expect(foldName('إيران')).toBe(foldName('ايران'));
    expect(foldName('السعودية')).toBe(foldName('السعوديه'));
    // Arabic kaf and yeh against the Persian-style letters Kurdish uses.
    expect(foldName('كركوك')).toBe(foldName('کرکوک'));
    expect(foldName('سوريا')).toBe(foldName('سوریا'));
  });
});
