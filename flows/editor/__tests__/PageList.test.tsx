import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientError } from '@/lib/api';
import { PageList, type PageListProps } from '../PageList';
import { editorStrings, type EditorLanguage } from '../strings';
import type { PageSummary } from '../types';

const info = (title: string) => ({ title, publishedVersion: 1, hasUnpublishedChanges: false, scheduledAt: null });

const pages: PageSummary[] = [
  { uri: '/', locales: { ar: info('الرئيسية'), en: info('Home'), ku: info('سەرەکی') } },
  { uri: '/about-us', locales: { ar: info('من نحن'), en: info('About us') } },
  { uri: '/personal', locales: { ar: info('عروض الأفراد'), en: info('Personal'), ku: info('تاکەکەسی') } },
  { uri: '/personal/roaming', locales: { ar: info('التجوال'), en: info('Roaming'), ku: info('ڕۆمینگ') } },
];

function renderList(props: Partial<PageListProps> & { language?: EditorLanguage } = {}) {
  const language = props.language ?? 'en';
  const onOpen = jest.fn();
  const onDuplicate = jest.fn(async () => undefined);
  const user = userEvent.setup();
  const view = render(<PageList t={editorStrings[language]} language={language} pages={pages} selected={null} onOpen={onOpen} onDuplicate={onDuplicate} {...props} />);
  return { ...view, user, onOpen, onDuplicate: (props.onDuplicate as jest.Mock | undefined) ?? onDuplicate };
}

const listed = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('.uri')?.textContent);

describe('the page list search', () => {
  it('filters by address or title, says how many match, and shows "No pages match" when none do', async () => {
    const { user } = renderList();
    expect(listed()).toEqual(['/', '/about-us', '/personal', '/personal/roaming']);
    const search = screen.getByRole('searchbox', { name: 'Find a page' });

    await user.type(search, 'roam');
    expect(listed()).toEqual(['/personal/roaming']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 pages');

    // Titles in any language count, whatever the case.
    await user.clear(search);
    await user.type(search, 'ABOUT us');
    expect(listed()).toEqual(['/about-us']);
    await user.clear(search);
    await user.type(search, 'تاکەکەسی');
    expect(listed()).toEqual(['/personal']);

    await user.clear(search);
    await user.type(search, 'no-such-thing');
    expect(listed()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No pages match');
    expect(screen.queryByRole('list')).toBeNull();

    await user.clear(search);
    expect(listed()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('speaks Arabic in the Arabic editor and ignores hamza and diacritics', async () => {
    const { user } = renderList({ language: 'ar' });
    const search = screen.getByRole('searchbox', { name: 'ابحث عن صفحة' });
    await user.type(search, 'الافراد');
    expect(listed()).toEqual(['/personal']);
    await user.clear(search);
    await user.type(search, 'لا شيء هنا');
    expect(screen.getByRole('status')).toHaveTextContent('لا توجد صفحات مطابقة');
  });

  it('opens a document from its language button, named by language and address', async () => {
    const { user, onOpen } = renderList({ selected: { uri: '/personal', locale: 'en' } });
    expect(screen.getByRole('button', { name: 'en /personal' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'ku /about-us' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ar /personal/roaming' }));
    expect(onOpen).toHaveBeenCalledWith({ uri: '/personal/roaming', locale: 'ar' });
  });
});

describe('Duplicate page', () => {
  it('is offered only for the open document', () => {
    renderList();
    expect(screen.queryByRole('button', { name: 'Duplicate page' })).toBeNull();
  });

  it('works from the keyboard: the form opens on the address, refuses with errors tied to the fields, then copies', async () => {
    const { user, onDuplicate } = renderList({ selected: { uri: '/personal', locale: 'en' } });
    const button = screen.getByRole('button', { name: 'Duplicate page' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Duplicate page' });
    const address = within(form).getByLabelText('Address of the copy');
    const title = within(form).getByLabelText('Title of the copy');
    expect(address).toHaveFocus();
    expect(title).toHaveValue('Personal');
    expect(address).toHaveAccessibleDescription('The copy starts from the last saved draft in this language.');

    // Nothing typed: Enter submits, the error is on the address.
    await user.keyboard('{Enter}');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Enter an address, for example /summer-offer-2.'));
    expect(address).toHaveFocus();

    // An address that is already taken in this language.
    await user.type(address, 'about-us/{Enter}');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('A page already exists at this address in this language.'));

    // A free address but no title: the title gets the error and the focus.
    await user.clear(address);
    await user.type(address, '/personal-copy');
    await user.clear(title);
    await user.keyboard('{Enter}');
    expect(address).toHaveAttribute('aria-invalid', 'false');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(title).toHaveFocus();
    expect(onDuplicate).not.toHaveBeenCalled();

    await user.type(title, 'Personal (copy){Enter}');
    expect(onDuplicate).toHaveBeenCalledWith({ uri: '/personal', locale: 'en' }, { uri: '/personal-copy', title: 'Personal (copy)' });
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { user } = renderList({ selected: { uri: '/personal', locale: 'en' } });
    const button = screen.getByRole('button', { name: 'Duplicate page' });
    await user.click(button);
    expect(screen.getByLabelText('Address of the copy')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the server's refusals on the right field, or as an alert", async () => {
    const refuse = jest.fn<Promise<void>, unknown[]>();
    const { user } = renderList({ selected: { uri: '/personal', locale: 'en' }, onDuplicate: refuse });
    await user.click(screen.getByRole('button', { name: 'Duplicate page' }));
    const address = screen.getByLabelText('Address of the copy');
    const title = screen.getByLabelText('Title of the copy');

    // Someone else created the address meanwhile.
    refuse.mockRejectedValueOnce(new ApiClientError('bad-request', 'x', { status: 409, envelope: { data: null, success: false, message: 'exists' } }));
    await user.type(address, '/taken{Enter}');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('A page already exists at this address in this language.'));

    refuse.mockRejectedValueOnce(
      new ApiClientError('bad-request', 'x', { status: 400, envelope: { data: { errors: { title: 'Too long.' } }, success: false, message: 'The request is invalid.' } }),
    );
    await user.keyboard('{Enter}');
    expect(address).toHaveAttribute('aria-invalid', 'false');
    expect(title).toHaveAccessibleDescription('Too long.');

    refuse.mockRejectedValueOnce(new ApiClientError('bad-response', 'x', { status: 500, envelope: { data: null, success: false, message: 'Something went wrong.' } }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(refuse).toHaveBeenCalledTimes(3);
  });

  it('clears a search that would hide the new copy', async () => {
    const { user, onDuplicate } = renderList({ selected: { uri: '/personal/roaming', locale: 'ar' }, initialQuery: 'roam' });
    await user.click(screen.getByRole('button', { name: 'Duplicate page' }));
    expect(screen.getByLabelText('Title of the copy')).toHaveValue('التجوال');
    await user.type(screen.getByLabelText('Address of the copy'), '/summer{Enter}');
    expect(onDuplicate).toHaveBeenCalledWith({ uri: '/personal/roaming', locale: 'ar' }, { uri: '/summer', title: 'التجوال' });
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('asks in Arabic in the Arabic editor', async () => {
    const { user } = renderList({ language: 'ar', selected: { uri: '/personal', locale: 'ar' } });
    await user.click(screen.getByRole('button', { name: 'تكرار الصفحة' }));
    const address = screen.getByLabelText('عنوان النسخة');
    expect(screen.getByLabelText('العنوان الرئيسي للنسخة')).toHaveValue('عروض الأفراد');
    await user.click(screen.getByRole('button', { name: 'تكرار' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('أدخل عنواناً'));
  });
});

describe('pages served from Builder.io', () => {
  it('say so under the address with how many elements were dropped, in the editor\'s language', () => {
    const builder: PageSummary = { uri: '/offers/summer', locales: {}, builder: { dropped: 4 } };
    renderList({ pages: [...pages, builder] });
    const item = screen.getAllByRole('listitem').find((li) => li.querySelector('.uri')?.textContent === '/offers/summer')!;
    expect(within(item).getByText('Source: Builder, 4 elements dropped')).toBeInTheDocument();
    // Not a page of ours: no language of it can be opened in the editor.
    for (const button of within(item).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getAllByText(/Source: Builder/)).toHaveLength(1);
  });

  it('in Arabic too', () => {
    renderList({ language: 'ar', pages: [{ uri: '/offers/summer', locales: {}, builder: { dropped: 2 } }] });
    expect(screen.getByText('المصدر: Builder، عناصر محذوفة: 2')).toBeInTheDocument();
  });
});
