import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { Locale } from '@/lib/locales';
import { sectionStrings } from './SharedSections';
import { editorStrings, fill, type EditorLanguage } from './strings';
import { VersionList, type VersionRow } from './VersionList';
import * as S from './styles';

interface Args {
  language: EditorLanguage;
  /** The language of the section's (or page's) blocks whose versions are listed. */
  contentLocale: Locale;
}

const published: Record<Locale, VersionRow[]> = {
  en: [
    { version: 3, publishedAt: '2026-11-27T09:30:00.000Z', author: 'reviewer@example.com' },
    { version: 2, publishedAt: '2026-11-20T14:05:00.000Z', author: 'editor@example.com' },
    { version: 1, publishedAt: '2026-11-02T08:00:00.000Z', author: 'editor@example.com' },
  ],
  ar: [
    { version: 2, publishedAt: '2026-11-25T18:45:00.000Z', author: 'reviewer@example.com' },
    { version: 1, publishedAt: '2026-11-02T08:00:00.000Z', author: 'editor@example.com' },
  ],
  ku: [
    { version: 2, publishedAt: '2026-11-26T07:10:00.000Z', author: 'reviewer@example.com' },
    { version: 1, publishedAt: '2026-11-03T11:00:00.000Z', author: null },
  ],
};

/**
 * A shared section's versions in one language, as the section editor shows them; "publish this version
 * again" publishes it as a new version (here in memory, as the server answers: the new one is live).
 */
function Demo({ language, contentLocale }: Args) {
  const t = editorStrings[language];
  const [versions, setVersions] = useState(published[contentLocale]);
  const [status, setStatus] = useState('');
  const live = versions[0].version;
  return (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language} style={{ maxInlineSize: 320 }}>
      <VersionList
        t={t}
        language={language}
        versions={versions}
        live={live}
        onRollback={(from) => {
          const version = live + 1;
          setVersions([{ version, publishedAt: '2026-11-28T08:00:00.000Z', author: 'reviewer@example.com' }, ...versions]);
          setStatus(fill(sectionStrings[language].rolledBack, { from, version, count: 2 }));
        }}
      />
      <p role="status">{status}</p>
    </S.Shell>
  );
}

const meta = {
  title: 'Editor/VersionList',
  args: { language: 'en', contentLocale: 'en' },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'ar'] },
    contentLocale: { control: 'inline-radio', options: ['ar', 'en', 'ku'] },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live version marked, who and when for each; version 1 published again becomes version 4, live. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const rows = () => canvas.getAllByRole('listitem');
    await expect(rows().map((row) => row.textContent)).toEqual([
      'Version 3LiveNov 27, 2026, 12:30 PM · reviewer@example.com',
      'Version 2Nov 20, 2026, 5:05 PM · editor@example.comPublish this version again',
      'Version 1Nov 2, 2026, 11:00 AM · editor@example.comPublish this version again',
    ]);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Publish this version again' })[1]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Version 1 is live again, published as version 4; 2 pages were renewed.');
    await expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    await expect(rows()[0]).toHaveTextContent('Version 4Live');
    await expect(canvas.getAllByRole('button', { name: 'Publish this version again' })).toHaveLength(3);
  },
};

/** The Arabic editor, right to left, on the Arabic section. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { language: 'ar', contentLocale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'النسخ' })).toBeInTheDocument();
    const [live, old] = canvas.getAllByRole('listitem');
    await expect(live).toHaveTextContent('النسخة 2منشورة الآن');
    await userEvent.click(canvas.getByRole('button', { name: 'انشر هذه النسخة مجدداً' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('النسخة 1 منشورة من جديد، كنسخة 3؛ جُدّدت 2 صفحات.');
    await expect(old).toHaveTextContent('النسخة 1');
  },
};

/** The Kurdish section's versions (the editor's interface is English or Arabic); one published by someone no longer known. */
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { language: 'en', contentLocale: 'ku' },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('Version 1Nov 3, 2026, 2:00 PM · —Publish this version again');
  },
};
