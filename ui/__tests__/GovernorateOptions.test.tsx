/**
 * The one governorate list of the site's selects (addresses in Profile and checkout, the Platinum
 * partner map, the shop locator): an empty first choice, then the 19 governorates in the page's language.
 */
import { screen, within } from '@testing-library/react';
import { governorates } from '@/lib/governorates';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { GovernorateOptions } from '../GovernorateOptions';

function renderSelect(locale: Locale) {
  renderWithProviders(
    <label>
      Governorate
      <select defaultValue="">
        <GovernorateOptions placeholder="Choose" />
      </select>
    </label>,
    { locale },
  );
  return screen.getByRole('combobox', { name: /Governorate/ });
}

const options = (select: HTMLElement) => within(select).getAllByRole('option') as HTMLOptionElement[];

describe('GovernorateOptions', () => {
  it('starts with the empty choice, then every governorate by its id', () => {
    const list = options(renderSelect('en'));
    expect(list[0]).toMatchObject({ value: '', textContent: 'Choose', selected: true });
    expect(list.slice(1).map((o) => o.value)).toEqual(governorates.map((g) => g.id));
    expect(list).toHaveLength(20);
  });

  it.each([
    ['ar', 'بغداد', 'النجف'],
    ['en', 'Baghdad', 'Najaf'],
    ['ku', 'بەغدا', 'نەجەف'],
  ] as const)('names the governorates in the page language (%s)', (locale, baghdad, najaf) => {
    const select = renderSelect(locale);
    expect(within(select).getByRole('option', { name: baghdad })).toHaveProperty('value', 'baghdad');
    expect(within(select).getByRole('option', { name: najaf })).toHaveProperty('value', 'najaf');
    expect(options(select).slice(1).map((o) => o.textContent)).toEqual(governorates.map((g) => g[locale]));
  });
});
