/** The careers feedback form: the error under its field, the form-level alert, the success notice. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { NoticeProvider } from '@/shell/feedback/notice';
import { FeedbackForm } from '../FeedbackForm';

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

function serve(status: number, data: unknown, message: string) {
  const fetchImpl = jest.fn(async () => ({ status, headers: new Headers(), body: null, text: async () => JSON.stringify({ data, success: status < 400, message }) }));
  globalThis.fetch = fetchImpl as unknown as typeof fetch;
  return fetchImpl;
}

function renderForm() {
  renderWithProviders(
    <NoticeProvider>
      <FeedbackForm />
    </NoticeProvider>,
    { locale: 'en', path: '/en/careers/opportunities/3' },
  );
  return userEvent.setup();
}

describe('FeedbackForm', () => {
  it('says an empty answer is required, under the field, and focuses it; nothing is sent', async () => {
    const sent = serve(200, null, 'Thank you');
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const field = screen.getByRole('textbox', { name: 'Your feedback' });
    expect(field).toHaveAccessibleDescription('Required field.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the site’s success notice and empties the field', async () => {
    serve(200, null, 'Thank you for your feedback.');
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Clear pages.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('Done');
    expect(notice).toHaveTextContent('Thank you for your feedback.');
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });

  it('says so in an alert when the server cannot take it, and keeps the text', async () => {
    serve(503, null, 'The service is unavailable. Try again later.');
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Clear pages.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The service is unavailable. Try again later.'));
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Clear pages.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
