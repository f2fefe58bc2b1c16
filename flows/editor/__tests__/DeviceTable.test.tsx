/** The device table of the IMEI check for editors (/editor/devices), against a stand-in editor API. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { storageKeys } from '@/lib/storage-keys';
import { DeviceTable, type Device } from '../DeviceTable';

function fakeServer(signedIn: boolean) {
  const devices = new Map<string, Device>([
    ['35100000', { tac: '35100000', brand: 'Apple', model: 'iPhone XR', supports4g: true, supportsVolte: true, bands: ['B1', 'B3'] }],
    ['35110007', { tac: '35110007', brand: 'Nokia', model: '105 (2019)', supports4g: false, supportsVolte: false, bands: [] }],
  ]);
  const answer = (status: number, data: unknown, message = '') => ({ status, headers: new Headers(), body: null, text: async () => JSON.stringify({ data, success: status < 400, message }) });
  const fetchImpl = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/editor/me') return answer(200, signedIn ? { email: 'editor@example.com' } : null);
    if (url.pathname !== '/api/editor/devices') return answer(404, null, 'Not found.');
    if (method === 'GET') return answer(200, [...devices.values()]);
    if (method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Device;
      if (!/^\d{8}$/.test(body.tac)) return answer(400, { errors: { tac: 'A TAC is the first 8 digits of an IMEI.' } }, 'Some of the information sent is not valid.');
      devices.set(body.tac, body);
      return answer(200, body);
    }
    if (method === 'DELETE') {
      devices.delete(url.searchParams.get('tac')!);
      return answer(200, null);
    }
    return answer(405, null);
  });
  return { devices, fetchImpl };
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

function setup(signedIn = true) {
  const server = fakeServer(signedIn);
  globalThis.fetch = server.fetchImpl as unknown as typeof fetch;
  window.localStorage.setItem(storageKeys.deviceId, 'test-device');
  const Fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  render(<DeviceTable />, { wrapper: Fresh });
  return { server, user: userEvent.setup() };
}

describe('device table for editors', () => {
  it('sends a visitor who is not signed in to the editor sign-in', async () => {
    setup(false);
    expect(await screen.findByText('Sign in to the editor first.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('finds a phone, edits it, and the list shows the change', async () => {
    const { server, user } = setup();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: /Find a phone/ }), 'nokia');
    expect(screen.getByText('1 of 2 TACs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Nokia 105 (2019) (35110007)' }));
    const form = screen.getByRole('form', { name: 'Edit TAC' });
    expect(within(form).getByLabelText(/^TAC/)).toHaveAttribute('readonly');
    await user.clear(within(form).getByLabelText('Model'));
    await user.type(within(form).getByLabelText('Model'), '105 4G');
    await user.click(within(form).getByLabelText('Supports 4G'));
    await user.type(within(form).getByLabelText(/LTE bands/), 'b3, B7');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved 35110007.')).toBeInTheDocument();
    expect(server.devices.get('35110007')).toMatchObject({ model: '105 4G', supports4g: true, bands: ['B3', 'B7'] });
    expect(await screen.findByRole('cell', { name: '105 4G' })).toBeInTheDocument();
  });

  it('adds a TAC, showing the server message on a wrong one, and removes one', async () => {
    const { server, user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New TAC' }));
    const form = screen.getByRole('form', { name: 'Add a TAC' });
    await user.type(within(form).getByLabelText(/^TAC/), '123');
    await user.type(within(form).getByLabelText('Brand'), 'Nour');
    await user.type(within(form).getByLabelText('Model'), 'N1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A TAC is the first 8 digits of an IMEI.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^TAC/)).toHaveAttribute('aria-invalid', 'true');
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Remove Apple iPhone XR (35100000)' }));
    expect(await screen.findByText('Removed 35100000.')).toBeInTheDocument();
    expect(server.devices.has('35100000')).toBe(false);
  });
});
