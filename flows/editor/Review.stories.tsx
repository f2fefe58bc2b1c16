import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { fakeApi, ok, refused } from '../shared/testing';
import { ReviewPanel, type PageComment } from './Review';
import type { EditorLanguage } from './strings';
import * as S from './styles';
import type { Draft, ReviewInfo } from './types';

const data = {
  root: { props: {} },
  content: [
    { type: 'Hero', props: { id: 'Hero-1', title: 'Eid offer' } },
    { type: 'RichText', props: { id: 'RichText-1', html: '<p>Double data</p>' } },
  ],
};
const inReview: ReviewInfo = { state: 'in-review', by: 'editor@example.com', at: '2026-11-28T09:00:00.000Z', lastAuthor: 'editor@example.com' };

/** The panel against an in-memory stand-in of the review and comments API; "Send back" is refused as the server would (409). */
function Demo({ language }: { language: EditorLanguage }) {
  const [review, setReview] = useState<ReviewInfo>(inReview);
  const [api] = useState(() => {
    const comments: PageComment[] = [{ id: 1, blockId: null, body: 'Is the price right?', author: 'reviewer@example.com', status: 'open', resolvedBy: null, createdAt: '2026-11-28T09:10:00.000Z' }];
    return fakeApi({
      'GET /api/editor/pages/comments': () => ok(comments),
      'POST /api/editor/pages/comments': ({ body }) => {
        comments.push({ id: comments.length + 1, blockId: body.blockId ?? null, body: body.body, author: 'reviewer@example.com', status: 'open', resolvedBy: null, createdAt: '2026-11-28T09:20:00.000Z' });
        return { status: 201, body: { data: comments.at(-1), success: true, message: '' } };
      },
      'PATCH /api/editor/pages/comments': ({ body }) => {
        const comment = comments.find((c) => c.id === body.id)!;
        comment.status = body.status;
        return ok(comments);
      },
      'POST /api/editor/pages/review': ({ body }) =>
        body.action === 'approve'
          ? ok({ review: { ...inReview, state: 'approved', by: 'reviewer@example.com' } } as Partial<Draft>)
          : refused(409, 'This draft cannot be sent back: it is approved already.'),
    });
  });
  return (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language} style={{ maxInlineSize: 320 }}>
      <ReviewPanel
        language={language}
        page={{ uri: '/eid', locale: 'en' }}
        review={review}
        roles={['author', 'reviewer', 'publisher']}
        data={data}
        onChanged={(draft) => draft.review && setReview(draft.review)}
        fetchImpl={api.fetchImpl}
      />
    </S.Shell>
  );
}

const meta = {
  title: 'Editor/Review',
  args: { language: 'en' },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ar'] } },
  render: (args) => <Demo language={args.language} />,
} satisfies Meta<{ language: EditorLanguage }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment on a block, the page's comment resolved, approved; then a refused step explained. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Is the price right?')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Review: In review');
    await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
    await expect(canvas.getByText('Write a comment first.')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Comment on'), '1. Hero');
    await userEvent.type(canvas.getByLabelText('Comment'), 'Say how many gigabytes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
    await expect(await canvas.findByText('Say how many gigabytes.')).toBeInTheDocument();
    await expect(canvas.getByText('On 1. Hero')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve: Is the price right?' }));
    await expect(await canvas.findByRole('button', { name: 'Reopen: Is the price right?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByText('Approved.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Review: Approved');
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This draft cannot be sent back: it is approved already.');
  },
};

export const Arabic: Story = {
  args: { language: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Is the price right?')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('المراجعة: قيد المراجعة');
    await expect(canvas.getByRole('button', { name: 'اعتمد' })).toBeInTheDocument();
  },
};
