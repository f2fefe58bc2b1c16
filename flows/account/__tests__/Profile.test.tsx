import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/shell/feedback/toast';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { demoProfile, fakeApi, FakeApiProvider, type FakeHandler } from '../__fixtures__/fake-api';
import { Profile } from '../Profile';

jest.mock('@/shell/feedback/toast', () => ({ notify: jest.fn(async () => 'toast') }));

function renderProfile(routes: Record<string, FakeHandler>, locale: Locale = 'en') {
  const api = fakeApi({ 'GET /api/v1/profile': { data: demoProfile }, ...routes });
  const push = jest.fn(async () => true);
  renderWithProviders(
    <FakeApiProvider api={api}>
      <Profile />
    </FakeApiProvider>,
    { locale, router: { push }, path: '/en/personal/my-account/profile' },
  );
  return { api, push };
}

beforeEach(() => jest.mocked(notify).mockClear());

describe('Profile', () => {
  it('shows the profile with the number read-only and the date of birth in three selects', async () => {
    renderProfile({});
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Sara');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('07701234567');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('21');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1994');
    expect(screen.getByRole('checkbox', { name: 'Music' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sports' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'ID type (optional)' })).toHaveDisplayValue('National ID card');
  });

  it('shows the server’s field errors on their fields, announces them and focuses the first', async () => {
    const user = userEvent.setup();
    renderProfile({
      'PUT /api/v1/profile': {
        status: 400,
        message: 'Some of the information sent is not valid.',
        data: { errors: { secondName: 'Too long: fewer than 50 characters.', dateOfBirth: 'You must be at least 10 years old.' } },
      },
    });
    const second = await screen.findByRole('textbox', { name: 'Second name' });
    await user.clear(second);
    await user.type(second, 'Kareem');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Too long: fewer than 50 characters.')).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('Too long: fewer than 50 characters.');
    await waitFor(() => expect(second).toHaveFocus());
    const dob = screen.getByRole('group', { name: /Date of birth/ });
    expect(dob).toHaveAccessibleDescription('You must be at least 10 years old.');
    expect(within(dob).getByRole('combobox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain('Some fields need your attention');
  });

  it('checks the fields in the browser in the page’s language before sending', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile({}, 'ar');
    const first = await screen.findByRole('textbox', { name: 'الاسم الأول' });
    await user.clear(first);
    await user.selectOptions(screen.getByRole('combobox', { name: 'اليوم' }), '31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'الشهر' }), '2');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('اختر اليوم والشهر والسنة لتاريخ صحيح.')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(api.sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves the profile and says so', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile({ 'PUT /api/v1/profile': (request) => ({ data: { ...demoProfile, ...request.body }, message: 'Your profile was saved.' }) });
    const second = await screen.findByRole('textbox', { name: 'Second name' });
    await user.clear(second);
    await user.type(second, 'Kareem');
    await user.click(screen.getByRole('checkbox', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your profile was saved.', 'success'));
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toEqual({
      firstName: 'Sara',
      secondName: 'Kareem',
      thirdName: 'Hassan',
      email: 'demo@example.com',
      dateOfBirth: '1994-03-21',
      interests: ['internet', 'music', 'sports'],
      idType: 'national-id',
      idNumber: '199403210012',
    });
  });

  it('removes an address only after confirming, and sets another one primary', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile({
      'DELETE /api/v1/profile/addresses': { data: [{ ...demoProfile.addresses[1], primary: true }] },
      'POST /api/v1/profile/addresses/primary': { data: [{ ...demoProfile.addresses[0], primary: false }, { ...demoProfile.addresses[1], primary: true }] },
    });
    await screen.findByText('Gulan Street 14', { selector: 'strong' });
    await user.click(screen.getByRole('button', { name: 'Make primary Gulan Street 14' }));
    await waitFor(() => expect(api.sent.some((r) => r.path === '/api/v1/profile/addresses/primary' && r.query.get('id') === '2')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Make primary Street 52, building 7' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Street 52, building 7' }));
    const confirm = screen.getByRole('group', { name: 'Remove this address?' });
    expect(api.sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByText('Street 52, building 7', { selector: 'strong' })).not.toBeInTheDocument());
    expect(api.sent.find((r) => r.method === 'DELETE')?.query.get('id')).toBe('1');
  });

  it('a saved address has a governorate (asked for) and a nearest landmark (optional), and shows them', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile({
      'POST /api/v1/profile/addresses': (request) => ({
        data: { id: 3, address: request.body.address, city: request.body.city, district: request.body.district, governorate: request.body.governorate, landmark: request.body.landmark ?? null, primary: false },
      }),
    });
    // A saved one says its governorate and landmark.
    const saved = (await screen.findByText('Street 52, building 7', { selector: 'strong' })).closest('li')!;
    expect(saved).toHaveTextContent('Karrada, Baghdad, Baghdad');
    expect(saved).toHaveTextContent('Near Near the Karrada mosque');

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address (street, building)' }), 'Street 9, house 2');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Erbil');
    await user.type(screen.getByRole('textbox', { name: 'District' }), 'Ankawa');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    const governorate = screen.getByRole('combobox', { name: 'Governorate' });
    await waitFor(() => expect(governorate).toHaveAccessibleDescription('Choose the governorate.'));
    expect(api.sent.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(governorate, 'erbil');
    await user.type(screen.getByRole('textbox', { name: 'Nearest landmark (optional)' }), 'Behind the Ankawa church');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(api.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({ address: 'Street 9, house 2', city: 'Erbil', district: 'Ankawa', governorate: 'erbil', landmark: 'Behind the Ankawa church' });
    const added = (await screen.findByText('Street 9, house 2', { selector: 'strong' })).closest('li')!;
    expect(added).toHaveTextContent('Ankawa, Erbil, Erbil');
    expect(added).toHaveTextContent('Near Behind the Ankawa church');
  });

  it('a lost session says so and goes to the login, with the way back', async () => {
    window.history.pushState({}, '', '/en/personal/my-account/profile?tab=addresses');
    document.cookie = 'signed_in=1; path=/';
    const { push } = renderProfile({ 'GET /api/v1/profile': { status: 401, message: 'Session expired: log in again.' } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Session expired: log in again.', 'error'));
    expect(push).toHaveBeenCalledWith('/en/personal/my-account/login?redirect=%2Fpersonal%2Fmy-account%2Fprofile%3Ftab%3Daddresses', undefined, { locale: false });
    expect(document.cookie).not.toContain('signed_in=1');
    expect(screen.queryByText('Cannot fetch information now.')).not.toBeInTheDocument();
  });
});
