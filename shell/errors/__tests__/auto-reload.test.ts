import { storageKeys } from '@/lib/storage-keys';
import { isKnownDomError, RELOAD_GUARD_MS, takeReloadTicket } from '../auto-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

describe('isKnownDomError', () => {
  const insertBefore =
    "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.";

  it.each([
    ['the Chrome message as text', `NotFoundError: ${insertBefore}`],
    ['the window error event text', `Uncaught NotFoundError: ${insertBefore}`],
    ['a DOMException', new DOMException(insertBefore, 'NotFoundError')],
    ['an Error named NotFoundError', Object.assign(new Error(insertBefore), { name: 'NotFoundError' })],
    ['the Safari message', 'The object can not be found here.'],
    ['the Safari message in an error', new DOMException('The object can not be found here.', 'NotFoundError')],
    ['the Safari message in another case', 'NotFoundError: the object can not be found here'],
  ])('matches %s', (_label, error) => {
    expect(isKnownDomError(error)).toBe(true);
  });

  it.each([
    ['another NotFoundError', new DOMException('A requested file or directory could not be found', 'NotFoundError')],
    ['insertBefore failing for another reason', "HierarchyRequestError: Failed to execute 'insertBefore' on 'Node'"],
    ['an ordinary error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a chunk load error', new Error('Loading chunk 42 failed.')],
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['an object', { message: 'x' }],
  ])('does not match %s', (_label, error) => {
    expect(isKnownDomError(error)).toBe(false);
  });
});

describe('takeReloadTicket', () => {
  const t0 = 1_700_000_000_000;

  it('the guard is 10 seconds', () => expect(RELOAD_GUARD_MS).toBe(10_000));

  it('allows the first reload of a path and refuses a second one within 10 s', () => {
    const storage = memoryStorage();
    expect(takeReloadTicket('/personal', t0, storage)).toBe(true);
    expect(takeReloadTicket('/personal', t0 + 1, storage)).toBe(false);
    expect(takeReloadTicket('/personal', t0 + 9_999, storage)).toBe(false);
  });

  it('allows it again once 10 s have passed', () => {
    const storage = memoryStorage();
    expect(takeReloadTicket('/personal', t0, storage)).toBe(true);
    expect(takeReloadTicket('/personal', t0 + 10_000, storage)).toBe(true);
    expect(takeReloadTicket('/personal', t0 + 10_001, storage)).toBe(false);
  });

  it('a refused attempt does not extend the guard', () => {
    const storage = memoryStorage();
    takeReloadTicket('/personal', t0, storage);
    takeReloadTicket('/personal', t0 + 9_000, storage);
    expect(takeReloadTicket('/personal', t0 + 10_000, storage)).toBe(true);
  });

  it('allows a reload of another path', () => {
    const storage = memoryStorage();
    expect(takeReloadTicket('/personal', t0, storage)).toBe(true);
    expect(takeReloadTicket('/business', t0 + 1, storage)).toBe(true);
    expect(takeReloadTicket('/business', t0 + 2, storage)).toBe(false);
  });

  it('keeps its record in the storage it is given, so the guard survives the reload', () => {
    const storage = memoryStorage();
    takeReloadTicket('/personal', t0, storage);
    expect(JSON.parse(storage.items.get(storageKeys.reloadGuard) ?? 'null')).toEqual({ path: '/personal', at: t0 });
    const afterReload = { getItem: storage.getItem, setItem: storage.setItem };
    expect(takeReloadTicket('/personal', t0 + 500, afterReload)).toBe(false);
  });

  it('refuses when storage cannot be used, so a reload can never loop', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(takeReloadTicket('/personal', t0, blocked)).toBe(false);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(takeReloadTicket('/personal', t0, full)).toBe(false);
  });
});
