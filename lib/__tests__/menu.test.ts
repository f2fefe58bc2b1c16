import { columnSize, DEFAULT_COLUMN_SIZE, sectionOf, selectSecondMenu, selectTopMenu, splitColumns, type MenuItem } from '../menu';

const item = (permalink: string, name = permalink): MenuItem => ({ name, permalink });

describe('sectionOf', () => {
  it.each([
    ['/personal/roaming', '/personal'],
    ['/en/personal/roaming', '/personal'],
    ['/ku/business', '/business'],
    ['/about-us/investor-relations?x=1', '/about-us'],
    ['/careers#jobs', '/careers'],
    ['/', '/personal'],
    ['/en', '/personal'],
    ['/en/', '/personal'],
    ['', '/personal'],
  ])('%j → %j', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });
});

describe('selectTopMenu', () => {
  const top = [item('/business'), item('/personal'), item('/about-us'), item('/careers')];

  it.each([
    ['/business/fiber', '/business'],
    ['/en/about-us/contacts', '/about-us'],
    ['/ku/careers', '/careers'],
    ['/personal/roaming', '/personal'],
  ])('%j selects %j', (path, permalink) => {
    expect(selectTopMenu(top, path)?.permalink).toBe(permalink);
  });

  it('selects /personal by default, even when it is not first', () => {
    expect(selectTopMenu(top, '/')?.permalink).toBe('/personal');
    expect(selectTopMenu(top, '/en/data-warning')?.permalink).toBe('/personal');
  });

  it('matches items whose permalink carries a locale', () => {
    expect(selectTopMenu([item('/en/personal'), item('/en/business')], '/ku/business/x')?.permalink).toBe('/en/business');
  });

  it('falls back to the first item, and to nothing for no items', () => {
    expect(selectTopMenu([item('/business'), item('/careers')], '/blog')?.permalink).toBe('/business');
    expect(selectTopMenu([], '/personal')).toBeUndefined();
  });
});

describe('selectSecondMenu', () => {
  const second = [item('/personal'), item('/personal/add-on'), item('/personal/add-on/internet'), item('/personal/roaming')];

  it.each([
    ['/personal/add-on/internet/weekly', '/personal/add-on/internet'],
    ['/personal/add-on/voice', '/personal/add-on'],
    ['/personal/add-on', '/personal/add-on'],
    ['/personal/add-on/', '/personal/add-on'],
    ['/en/personal/roaming?zone=2', '/personal/roaming'],
    ['/ku/personal/roaming#faq', '/personal/roaming'],
  ])('%j selects the longest prefix %j', (path, permalink) => {
    expect(selectSecondMenu(second, path)?.permalink).toBe(permalink);
  });

  it('matches whole segments only', () => {
    expect(selectSecondMenu(second, '/personal/add-ons')?.permalink).toBe('/personal');
    expect(selectSecondMenu(second, '/personal/roaming-offers')?.permalink).toBe('/personal');
  });

  it('does not depend on the order of the items', () => {
    expect(selectSecondMenu([...second].reverse(), '/personal/add-on/internet/weekly')?.permalink).toBe('/personal/add-on/internet');
  });

  it('selects /personal by default', () => {
    const items = [item('/business/fiber'), item('/personal'), item('/business/sim')];
    expect(selectSecondMenu(items, '/about-us')?.permalink).toBe('/personal');
    expect(selectSecondMenu(items, '/')?.permalink).toBe('/personal');
  });

  it('gives nothing when nothing matches and there is no /personal item', () => {
    expect(selectSecondMenu([item('/business/fiber')], '/about-us')).toBeUndefined();
    expect(selectSecondMenu([], '/personal')).toBeUndefined();
  });
});

describe('columnSize', () => {
  it('uses a positive whole childLimit', () => {
    expect(columnSize(1)).toBe(1);
    expect(columnSize(4)).toBe(4);
    expect(columnSize(25)).toBe(25);
  });

  it.each([0, -1, 2.5, '3', undefined, null, Number.NaN, Number.POSITIVE_INFINITY])('falls back to 10 for %j', (limit) => {
    expect(columnSize(limit)).toBe(10);
  });

  it('the default is 10', () => expect(DEFAULT_COLUMN_SIZE).toBe(10));
});

describe('splitColumns', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('splits 23 items into columns of 10, 10 and 3, keeping the order', () => {
    const columns = splitColumns(items, 10);
    expect(columns.map((c) => c.length)).toEqual([10, 10, 3]);
    expect(columns.flat()).toEqual(items);
    expect(columns[2]).toEqual([21, 22, 23]);
  });

  it('uses 10 when the childLimit is not usable', () => {
    expect(splitColumns(items, 0).map((c) => c.length)).toEqual([10, 10, 3]);
    expect(splitColumns(items, '4').map((c) => c.length)).toEqual([10, 10, 3]);
    expect(splitColumns(items).map((c) => c.length)).toEqual([10, 10, 3]);
  });

  it('uses another childLimit', () => {
    expect(splitColumns(items, 5).map((c) => c.length)).toEqual([5, 5, 5, 5, 3]);
    expect(splitColumns(items, 30)).toEqual([items]);
    expect(splitColumns(items.slice(0, 20), 10).map((c) => c.length)).toEqual([10, 10]);
  });

  it('gives no columns for an empty or missing list', () => {
    expect(splitColumns([], 10)).toEqual([]);
    expect(splitColumns(undefined, 10)).toEqual([]);
    expect(splitColumns(null)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...items];
    splitColumns(items, 7);
    expect(items).toEqual(copy);
  });
});
