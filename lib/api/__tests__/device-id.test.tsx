/**
 * getDeviceId in a browser-like environment. The fingerprint library is the outside world's code, so
 * it is replaced here; the factory counts how often the module itself is loaded.
 */
import type { Agent } from '@fingerprintjs/fingerprintjs';

let mockModuleLoads = 0;
const mockLoad = jest.fn<Promise<Agent>, [unknown?]>();

jest.mock('@fingerprintjs/fingerprintjs', () => {
  mockModuleLoads += 1;
  return { __esModule: true, load: mockLoad, default: { load: mockLoad } };
});

function agentAnswering(visitorId: string): Agent {
  return { get: jest.fn(async () => ({ visitorId, confidence: { score: 0.5 }, components: {}, version: '5.2.0' })) } as unknown as Agent;
}

/** A fresh copy of the module (beforeEach resets the registry): "once per page load" starts empty. */
async function freshGetDeviceId() {
  return (await import('../device-id')).getDeviceId;
}

beforeEach(() => {
  jest.resetModules();
  window.localStorage.clear();
  mockModuleLoads = 0;
  mockLoad.mockReset();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('reuses a stored deviceId without loading the fingerprint library', async () => {
  window.localStorage.setItem('deviceId', 'stored-id-42');
  const getDeviceId = await freshGetDeviceId();

  await expect(getDeviceId()).resolves.toBe('stored-id-42');
  expect(mockModuleLoads).toBe(0);
  expect(mockLoad).not.toHaveBeenCalled();
});

it('computes one when none is stored, stores it, and computes it only once per page load', async () => {
  mockLoad.mockResolvedValue(agentAnswering('fp-visitor-1'));
  const getDeviceId = await freshGetDeviceId();

  const [first, second] = await Promise.all([getDeviceId(), getDeviceId()]);
  const third = await getDeviceId();

  expect([first, second, third]).toEqual(['fp-visitor-1', 'fp-visitor-1', 'fp-visitor-1']);
  expect(window.localStorage.getItem('deviceId')).toBe('fp-visitor-1');
  expect(mockLoad).toHaveBeenCalledTimes(1);
  // No statistics request to the library's CDN.
  expect(mockLoad).toHaveBeenCalledWith({ monitoring: false });
});

it('replaces a stored value that could not be sent as a header', async () => {
  window.localStorage.setItem('deviceId', 'جهاز 1');
  mockLoad.mockResolvedValue(agentAnswering('fp-visitor-2'));
  const getDeviceId = await freshGetDeviceId();

  await expect(getDeviceId()).resolves.toBe('fp-visitor-2');
  expect(window.localStorage.getItem('deviceId')).toBe('fp-visitor-2');
});

it('answers null, without throwing or storing, when the library fails', async () => {
  mockLoad.mockRejectedValue(new Error('blocked by an extension'));
  const getDeviceId = await freshGetDeviceId();

  await expect(getDeviceId()).resolves.toBeNull();
  expect(window.localStorage.getItem('deviceId')).toBeNull();
});

it('still computes an id when local storage is unavailable', async () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  mockLoad.mockResolvedValue(agentAnswering('fp-visitor-3'));
  const getDeviceId = await freshGetDeviceId();

  await expect(getDeviceId()).resolves.toBe('fp-visitor-3');
});

it('gives up with null when the fingerprint never finishes', async () => {
  jest.useFakeTimers();
  mockLoad.mockReturnValue(new Promise<Agent>(() => {}));
  const getDeviceId = await freshGetDeviceId();

  const pending = getDeviceId();
  await jest.advanceTimersByTimeAsync(3_000);
  await expect(pending).resolves.toBeNull();
});
