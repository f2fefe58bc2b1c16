import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { fakeApi, ok, refused } from '../shared/testing';
import { Notifications, TwoPeopleSetting } from './ReviewBar';
import type { EditorLanguage } from './strings';
import * as S from './styles';

/**
 * The notifications (two unread: a comment and an approval) and the "two people" switch, against an
 * in-memory stand-in; `canChange: false` is an editor without the publisher role, whom the server refuses.
 */
function Demo({ language, canChange }: { language: EditorLanguage; canChange: boolean }) {
  const [opened, setOpened] = useState('');
  const [api] = useState(() => {
    let read = false;
    let twoPeople = false;
    const items = () => [
      { id: 2, kind: 'comment', actor: 'reviewer@example.com', uri: '/eid', locale: 'en', text: 'Say how many gigabytes.', read, createdAt: '2026-11-28T09:20:00.000Z' },
      { id: 1, kind: 'approved', actor: 'reviewer@example.com', uri: '/ramadan', locale: 'ar', text: null, read, createdAt: '2026-11-28T09:00:00.000Z' },
    ];
    return fakeApi({
      'GET /api/editor/notifications': () => ok({ unread: read ? 0 : 2, items: items() }),
      'POST /api/editor/notifications': () => {
        read = true;
        return ok({ unread: 0, items: items() });
      },
      'GET /api/editor/settings': () => ok({ twoPeople }),
      'PUT /api/editor/settings': ({ body }) => {
        if (!canChange) return refused(403, 'Only a publisher can publish, schedule, roll back or change this setting.');
        twoPeople = body.twoPeople;
        return ok({ twoPeople });
      },
    });
  });
  return (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language} style={{ maxInlineSize: 320 }}>
      <S.Sidebar aria-label="Pages">
        <Notifications language={language} onOpen={(uri, locale) => setOpened(`${locale} ${uri}`)} fetchImpl={api.fetchImpl} />
        <TwoPeopleSetting language={language} canChange={canChange} fetchImpl={api.fetchImpl} />
        <p>{opened}</p>
      </S.Sidebar>
    </S.Shell>
  );
}

const meta = {
  title: 'Editor/ReviewBar',
  args: { language: 'en', canChange: true },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ar'] } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<{ language: EditorLanguage; canChange: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread, one opened, all marked read; two people turned on. */
export const English: Story = {
  args: { language: 'en', canChange: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications (2 unread)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'reviewer@example.com commented on en /eid' }));
    await expect(canvas.getByText('en /eid')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Two people: nobody approves or publishes their own change' }));
    await expect(await canvas.findByText('Two people required: publishing needs an approval by someone else.')).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  args: { language: 'ar', canChange: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'الإشعارات (2 غير مقروءة)' })).toBeInTheDocument();
    await expect(await canvas.findByText('لا يُشترط شخصان: يمكن للناشر نشر أي مسودة.')).toBeInTheDocument();
  },
};

/** Not a publisher: no switch, only whether it is on. */
export const NotPublisher: Story = {
  args: { language: 'en', canChange: false },
  play: async ({ canvas }) => {
    // Whether it is on (stories share the API cache), but no switch.
    await expect(await canvas.findByText(/^Two people (not )?required/)).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};
