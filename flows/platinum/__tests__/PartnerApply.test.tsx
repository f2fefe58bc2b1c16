import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, testDeviceId } from '../../shared/testing';
import { PartnerApply } from '../PartnerApply';
import { fakeUpload, PARTNER_CODE, partnerCodeRoutes, pdfBytes, pngBytes, textBytes } from '../__fixtures__/partners';

function setup(upload = fakeUpload(), locale: 'ar' | 'en' | 'ku' = 'en') {
  const api = fakeApi(partnerCodeRoutes());
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
      <PartnerApply upload={upload} />
    </MoneyApiProvider>,
    { locale },
  );
  return { upload, api, user: userEvent.setup() };
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.paste(code);
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Layla Hassan');
  await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Layla Sweets');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Karrada, street 62');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Governorate' }), 'baghdad');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'restaurants');
  await user.type(screen.getByRole('textbox', { name: 'Discount offered (%)' }), '15');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0770 123 4567');
}

describe('Platinum partner application form', () => {
  it('says what is missing on each field, focuses the first, and sends nothing', async () => {
    const { upload, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Discount offered (%)' }), '95');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const name = screen.getByRole('textbox', { name: 'Your full name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/required/i);
    expect(screen.getByRole('combobox', { name: 'Governorate' })).toHaveAccessibleDescription('Choose a governorate.');
    expect(screen.getByRole('textbox', { name: 'Discount offered (%)' })).toHaveAccessibleDescription(/Enter a whole discount from 1% to 90%/);
    expect(await screen.findByText('Add your business logo.')).toBeInTheDocument();
    expect(screen.getByText('Add a supporting document.')).toBeInTheDocument();
    expect(upload.forms).toHaveLength(0);
  });

  it('refuses a text file named .pdf and a PDF named .png as soon as they are chosen, by their content', async () => {
    const { upload, user } = setup();
    await user.upload(screen.getByLabelText('Supporting document'), file(textBytes, 'licence.pdf', 'application/pdf'));
    expect(await screen.findByText('The document must be a PDF (this file is not one, whatever its name says).')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Business logo'), file(pdfBytes, 'logo.png', 'image/png'));
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image (this file is not one, whatever its name says).')).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByLabelText('Business logo')).toHaveFocus());
    expect(upload.forms).toHaveLength(0);
  });

  it('sends the fields and both files, asks for the code texted to the number, then shows the reference', async () => {
    const { upload, api, user } = setup();
    await fillIn(user);
    await user.upload(screen.getByLabelText('Business logo'), file(pngBytes, 'logo.png', 'image/png'));
    await user.upload(screen.getByLabelText('Supporting document'), file(pdfBytes, 'licence.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    // Nothing is received until the number is proven: the code step, naming the number.
    expect(await screen.findByText(/We have sent a 6-digit code to/)).toHaveTextContent('We have sent a 6-digit code to 07701234567. Enter it to send your application.');
    expect(screen.queryByText('Application received')).not.toBeInTheDocument();
    await enterCode(user, '000000');
    expect(await screen.findByText(/The code is not correct\./)).toBeInTheDocument();
    await enterCode(user, PARTNER_CODE);
    expect(await screen.findByText('Application received')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/platinum/partners/confirm').map((r) => r.body)).toEqual([
      { applicationId: 'a', code: '000000' },
      { applicationId: 'a', code: PARTNER_CODE },
    ]);
    expect(screen.getByText(/Your reference is/)).toHaveTextContent('Your reference is 7KD29-XQ4M1. We will review it and send our decision to 07701234567 by SMS.');
    const sent = upload.forms[0];
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      fullName: 'Layla Hassan',
      shopName: 'Layla Sweets',
      address: 'Karrada, street 62',
      governorate: 'baghdad',
      category: 'restaurants',
      discount: '15',
      phone: '07701234567',
      email: '',
    });
    expect((sent.get('logo') as File).name).toBe('logo.png');
    expect((sent.get('document') as File).name).toBe('licence.pdf');
    await user.click(screen.getByRole('button', { name: 'Send another application' }));
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveValue('');
  });

  it('"change the number" goes back to the form with everything typed and chosen, and sends it again', async () => {
    const { upload, user } = setup();
    await fillIn(user);
    await user.upload(screen.getByLabelText('Business logo'), file(pngBytes, 'logo.png', 'image/png'));
    await user.upload(screen.getByLabelText('Supporting document'), file(pdfBytes, 'licence.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await user.click(await screen.findByRole('button', { name: 'Change the number' }));
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Layla Sweets');
    await user.clear(phone);
    await user.type(phone, '0750 111 2233');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/We have sent a 6-digit code to/)).toHaveTextContent('07501112233');
    expect(upload.forms).toHaveLength(2);
    expect((upload.forms[1].get('document') as File).name).toBe('licence.pdf');
  });

  it("puts the server's field errors on their fields", async () => {
    const { user } = setup(fakeUpload({ errors: { phone: 'Enter a valid Iraqi mobile number.', document: 'The document must be a PDF.' } }));
    await fillIn(user);
    await user.upload(screen.getByLabelText('Business logo'), file(pngBytes, 'logo.png', 'image/png'));
    await user.upload(screen.getByLabelText('Supporting document'), file(pdfBytes, 'licence.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The document must be a PDF.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(/Enter a valid Iraqi mobile number\./);
  });

  it('speaks Kurdish in Kurdish', async () => {
    const { user } = setup(fakeUpload(), 'ku');
    await user.click(screen.getByRole('button', { name: 'داواکارییەکە بنێرە' }));
    expect(await screen.findByText('لۆگۆی کارەکەت زیاد بکە.')).toBeInTheDocument();
  });
});
