import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { PartnerApplicationView } from '@/lib/platinum';
import { fakeApi, ok, refused } from '../shared/testing';
import { PartnerReview } from './PartnerReview';

const base = {
  fullName: 'Layla Hassan',
  address: 'Karrada, street 62',
  governorate: 'baghdad',
  contactMsisdn: '07701234567',
  email: null,
  rejectReason: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  hasLogo: false,
  hasDocument: true,
} as const;

const sample: PartnerApplicationView[] = [
  { ...base, id: '11111111-1111-4111-8111-111111111111', reference: '7KD29-XQ4M1', shopName: 'Layla Sweets', category: 'restaurants', discount: 15, status: 'pending' },
  { ...base, id: '22222222-2222-4222-8222-222222222222', reference: 'P4M2K-9QW3T', shopName: 'Erbil Optics', governorate: 'erbil', category: 'health', discount: 10, status: 'pending', email: 'optics@example.com' },
  { ...base, id: '00000000-0000-4000-8000-000000000001', reference: 'AAAAA-BBBBB', shopName: 'Dijla Restaurants', category: 'restaurants', discount: 15, status: 'approved', reviewedBy: 'seed', hasDocument: false },
];

/** The review screen against an in-memory stand-in of /api/editor/partners (signed in). */
function Demo({ language }: { language: 'en' | 'ar' }) {
  const [api] = useState(() => {
    const rows = new Map(sample.map((a) => [a.id, { ...a }]));
    return fakeApi({
      'GET /api/editor/me': ok({ email: 'editor@example.com', name: 'Editor' }),
      'GET /api/editor/partners': () => ok([...rows.values()].sort((a, b) => Number(a.status !== 'pending') - Number(b.status !== 'pending'))),
      'POST /api/editor/partners': ({ body }) => {
        const row = rows.get(String(body?.id));
        if (!row) return refused(404, 'Not found.');
        if (body?.decision === 'rejected' && !String(body?.reason ?? '').trim()) return refused(400, 'Not valid.', { errors: { reason: 'Give the reason.' } });
        Object.assign(row, { status: body?.decision, rejectReason: body?.reason ?? null, reviewedBy: 'editor@example.com' });
        return ok(row);
      },
    });
  });
  return <PartnerReview fetchImpl={api.fetchImpl} initialLanguage={language} />;
}

const meta = {
  title: 'Editor/Partner applications',
  args: { language: 'en' },
  render: (args) => <Demo language={args.language} />,
} satisfies Meta<{ language: 'en' | 'ar' }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approve one, then reject the other: the reason is required. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve: Layla Sweets' }));
    await expect(await canvas.findByText('Approved Layla Sweets: it is on the partners map now.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject: Erbil Optics' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the application' }));
    await expect(await canvas.findByText('Give the reason for rejecting the application.')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason for the rejection (sent to the applicant)' }), 'The discount must apply to every product.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the application' }));
    await expect(await canvas.findByText('Rejected Erbil Optics.')).toBeInTheDocument();
  },
};
export const Arabic: Story = { args: { language: 'ar' } };
