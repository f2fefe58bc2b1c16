/**
 * The job application form behaves like the site's other forms: errors under their fields (and the
 * first one focused), the upload's progress shown and named, and the same success notice overlay.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadForm } from '@/lib/api';
import { ApiClientError } from '@/lib/api/errors';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { NoticeProvider } from '@/shell/feedback/notice';
import { ApplyForm } from '../ApplyForm';

jest.mock('@/lib/api', () => ({ ...jest.requireActual('@/lib/api'), uploadForm: jest.fn() }));
const upload = jest.mocked(uploadForm);

function renderForm(locale: Locale = 'en') {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <NoticeProvider>
      <ApplyForm jobId={7} />
    </NoticeProvider>,
    { locale, path: `/${locale}/careers/opportunities/apply/7` },
  );
  return user;
}

const pdf = (bytes = 1000) => new File([new Uint8Array(bytes)], 'cv.pdf', { type: 'application/pdf' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sara Kareem');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sara@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '07701234567');
  await user.upload(screen.getByLabelText('CV (PDF or Word, at most 5 MB)'), pdf());
}

beforeEach(() => upload.mockReset());

describe('ApplyForm', () => {
  it('shows each error under its field, focuses the first, and says so in a summary', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/./);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CV (PDF or Word, at most 5 MB)')).toHaveAccessibleDescription('Attach your CV.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a CV that is not PDF or Word, or too large, in the page’s language', async () => {
    const user = renderForm('ar');
    const input = screen.getByLabelText(/السيرة الذاتية/);
    await user.upload(input, new File(['x'], 'cv.png', { type: 'image/png' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/PDF/);
    await user.upload(input, pdf(6 * 1024 * 1024));
    expect(input).toHaveAccessibleDescription(/5/);
    expect(input).not.toHaveAccessibleDescription(/[A-Za-z]{4,} [a-z]/);
  });

  it('shows the upload’s progress, then the site’s success notice and an empty form', async () => {
    let finish: () => void = () => undefined;
    upload.mockImplementation(async (_path, _form, options) => {
      options?.onProgress?.(0.4);
      await new Promise<void>((resolve) => (finish = resolve));
      return { data: null, success: true, message: 'ok' };
    });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const bar = await screen.findByRole('progressbar', { name: 'Sending…' });
    expect(bar).toHaveAttribute('value', '0.4');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    finish();
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('Done');
    expect(notice).toHaveTextContent('Thank you: your application was received.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    const [path, form, options] = upload.mock.calls[0];
    expect(path).toBe('/api/v1/jobs/7/apply');
    expect(options?.lang).toBe('en');
    expect((form as FormData).get('email')).toBe('sara@example.com');
    expect(((form as FormData).get('cv') as File).name).toBe('cv.pdf');
  });

  it('puts the server’s field errors on their fields and keeps what was typed', async () => {
    upload.mockRejectedValue(
      new ApiClientError('bad-request', 'Bad request', {
        status: 400,
        envelope: { data: { errors: { email: 'This e-mail address cannot receive mail.' } }, success: false, message: 'Some of the information sent is not valid.' },
      }),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This e-mail address cannot receive mail.'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('sara@example.com');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
