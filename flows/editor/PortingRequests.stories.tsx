import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { SWRConfig } from 'swr';
import { PORT_NEXT, type PortRequestRow } from '@/lib/lines';
import { fakeApi, ok, refused } from '../shared/testing';
import { PortingRequests } from './PortingRequests';

const at = '2026-11-27T09:00:00.000Z';
const sample: PortRequestRow[] = [
  { id: 3, reference: 'PQ7K2M4XD9', msisdn: '07811234533', donor: 'zain', status: 'submitted', reason: null, scheduledFor: null, createdAt: at, updatedAt: at, idNumber: '199001010033', history: [{ status: 'submitted', at }] },
  { id: 2, reference: 'KD29XQ4M1B', msisdn: '07501112233', donor: 'korek', status: 'submitted', reason: null, scheduledFor: null, createdAt: at, updatedAt: at, idNumber: 'A123456', history: [{ status: 'submitted', at }] },
  { id: 1, reference: 'P4M2K9QW3T', msisdn: '07711112222', donor: 'asiacell', status: 'done', reason: null, scheduledFor: at, createdAt: at, updatedAt: at, idNumber: '198805050011', history: [{ status: 'submitted', at }] },
];

/**
 * The care editors' porting requests against an in-memory stand-in of /api/editor/porting (signed in),
 * which refuses a move out of order as the server does. The first list is stale: request 2 was already
 * approved by another editor, so approving it again is refused and the refusal is shown.
 */
function Demo({ language }: { language: 'en' | 'ar' }) {
  const [api] = useState(() => {
    const rows = new Map(sample.map((r) => [r.id, { ...r }]));
    rows.get(2)!.status = 'approved';
    return fakeApi({
      'GET /api/editor/me': ok({ email: 'editor@example.com', name: 'Editor' }),
      'GET /api/editor/porting': (_request, index) => ok(index === 0 ? sample : [...rows.values()]),
      'POST /api/editor/porting': ({ body }) => {
        const row = rows.get(Number(body?.id));
        if (!row) return refused(404, 'We found no request with this number and request number.');
        if (!PORT_NEXT[row.status].includes(body?.status)) {
          return refused(409, `This request cannot go from ${row.status} to ${body?.status}: steps go submitted, approved, scheduled, done (or refused before done).`);
        }
        if (body.status === 'refused' && !String(body.reason ?? '').trim()) return refused(400, 'Not valid.', { errors: { reason: 'Give the reason for the refusal (the customer receives it).' } });
        Object.assign(row, { status: body.status, reason: body.reason ?? null });
        return ok(row);
      },
    });
  });
  // Its own SWR cache: each story starts from the stale list.
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PortingRequests fetchImpl={api.fetchImpl} initialLanguage={language} />
    </SWRConfig>
  );
}

const meta = {
  title: 'Editor/Porting requests',
  args: { language: 'en' },
  render: (args) => <Demo language={args.language} />,
} satisfies Meta<{ language: 'en' | 'ar' }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approving the one another editor moved meanwhile is refused; approve another; a refusal needs its reason. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2 open of 3')).toBeInTheDocument();
    // Approving the one another editor approved meanwhile (the list is stale): refused, and why.
    await userEvent.click(canvas.getByRole('button', { name: 'Move KD29XQ4M1B to Approved by the operator' }));
    await expect(await canvas.findByText(/^This request cannot go from approved to approved/)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Move PQ7K2M4XD9 to Approved by the operator' }));
    await expect(await canvas.findByText('PQ7K2M4XD9 is now: Approved by the operator.')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Move PQ7K2M4XD9 to Scheduled' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Move KD29XQ4M1B to Refused' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Give the reason for the refusal.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Reason for the refusal (sent to the customer)' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason for the refusal (sent to the customer)' }), 'The ID does not match the line.');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('KD29XQ4M1B is now: Refused.')).toBeInTheDocument();
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { language: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'رقم الهوية' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'انقل PQ7K2M4XD9 إلى وافق عليه المشغّل' })).toBeInTheDocument();
  },
};
/** The site's Kurdish locale does not change the editor's interface (English or Arabic). */
export const Kurdish: Story = { globals: { locale: 'ku' } };
