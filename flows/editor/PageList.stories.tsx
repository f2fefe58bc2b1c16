import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ApiClientError } from '@/lib/api';
import { samplePages } from './__fixtures__/pages';
import { PageList } from './PageList';
import { editorStrings, type EditorLanguage } from './strings';
import * as S from './styles';
import type { PageRef, PageSummary } from './types';

interface PageListStoryArgs {
  language: EditorLanguage;
  /** The open document ("" for none); only it can be duplicated. */
  open: string;
  initialQuery: string;
}

/**
 * The page list with the stand-in of GET and POST /api/editor/pages kept in the story's state:
 * a duplicate appears in the list and becomes the open document; "/taken" is refused as the server
 * would refuse an address created meanwhile (409).
 */
function PageListDemo({ language, open, initialQuery }: PageListStoryArgs) {
  const t = editorStrings[language];
  const [pages, setPages] = useState<PageSummary[]>(samplePages);
  const [uri, locale] = open.split('|');
  const [selected, setSelected] = useState<PageRef | null>(open ? { uri, locale: locale as PageRef['locale'] } : null);
  return (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <S.Sidebar aria-label={t.pages} style={{ maxInlineSize: 320 }}>
        <PageList
          t={t}
          language={language}
          pages={pages}
          selected={selected}
          initialQuery={initialQuery}
          onOpen={setSelected}
          onDuplicate={async (source, copy) => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            if (copy.uri === '/taken') throw new ApiClientError('bad-request', 'refused', { status: 409 });
            const from = pages.find((p) => p.uri === source.uri)?.locales[source.locale];
            const info = { title: copy.title, publishedVersion: null, hasUnpublishedChanges: true, scheduledAt: from?.scheduledAt ?? null };
            setPages([...pages, { uri: copy.uri, locales: { [source.locale]: info } }].sort((a, b) => a.uri.localeCompare(b.uri)));
            setSelected({ uri: copy.uri, locale: source.locale });
          }}
        />
      </S.Sidebar>
    </S.Shell>
  );
}

const meta = {
  title: 'Editor/PageList',
  args: { language: 'en', open: '', initialQuery: '' },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'ar'] },
    open: { control: 'select', options: ['', ...samplePages.flatMap((p) => Object.keys(p.locales).map((l) => `${p.uri}|${l}`))] },
  },
  render: (args) => <PageListDemo key={`${args.open}|${args.initialQuery}`} {...args} />,
} satisfies Meta<PageListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const Arabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' } };
export const OpenPage: Story = { globals: { locale: 'en' }, args: { open: '/personal|en' } };
export const OpenPageArabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar', open: '/personal|ar' } };
export const Filtered: Story = { globals: { locale: 'en' }, args: { initialQuery: 'personal' } };
export const NoMatches: Story = { globals: { locale: 'en' }, args: { initialQuery: 'no-such-page' } };
export const NoMatchesArabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar', initialQuery: 'لا شيء' } };

const duplicateErrors: Story = {
  args: { open: '/personal|en' },
  play: async ({ canvas, userEvent, args }) => {
    const t = editorStrings[args.language];
    await userEvent.click(canvas.getByRole('button', { name: t.duplicatePage }));
    const address = canvas.getByLabelText(t.copyAddress);
    await expect(address).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t.duplicateSubmit }));
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(expect.stringContaining(t.addressRequired));
  },
};

/** The form open with the "enter an address" error on its field. */
export const DuplicateFormWithError: Story = { ...duplicateErrors, globals: { locale: 'en' } };
export const DuplicateFormWithErrorArabic: Story = { ...duplicateErrors, globals: { locale: 'ar' }, args: { language: 'ar', open: '/personal|ar' } };

/** Duplicates /personal (English) to /personal-copy: the copy is listed and open. */
export const Duplicated: Story = {
  globals: { locale: 'en' },
  args: { open: '/personal|en' },
  play: async ({ canvas, userEvent }) => {
    const t = editorStrings.en;
    await userEvent.click(canvas.getByRole('button', { name: t.duplicatePage }));
    await userEvent.type(canvas.getByLabelText(t.copyAddress), '/personal-copy');
    await userEvent.click(canvas.getByRole('button', { name: t.duplicateSubmit }));
    await expect(await canvas.findByRole('button', { name: 'en /personal-copy' })).toHaveAttribute('aria-pressed', 'true');
  },
};
