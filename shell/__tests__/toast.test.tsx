/**
 * The toaster in the app (shell/feedback/SiteToaster.tsx) and `notify` (shell/feedback/toast.tsx) live
 * in two modules, so that every page carries the toaster's place and not the toast code: a toast a
 * flow asks for must still appear, and only one at a time.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { SiteToaster } from '@/shell/feedback/SiteToaster';
import { notify } from '@/shell/feedback/toast';

// react-hot-toast asks for prefers-reduced-motion, which jsdom does not answer.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});

describe('toasts', () => {
  it('shows what a flow notifies, one toast at a time', async () => {
    render(<SiteToaster />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await notify('Profile saved', 'success');
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    await notify('Password changed', 'success');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Profile saved')).not.toBeInTheDocument());
  });
});
