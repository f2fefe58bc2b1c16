import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import type { NewLineRequestRow } from '@/lib/new-line';
import { NewLineRequests } from './NewLineRequests';
import { editorStrings, type EditorLanguage } from './strings';
import * as S from './styles';

interface Args {
  language: EditorLanguage;
  empty: boolean;
}

const rows: NewLineRequestRow[] = [
  {
    id: 3,
    reference: 'NL7K2Q',
    name: 'Zainab Ali Hassan',
    contactMsisdn: '07501112233',
    city: 'Erbil',
    offer: 'data-max',
    lang: 'ku',
    status: 'submitted',
    details: { firstName: 'Zainab', secondName: 'Ali', thirdName: 'Hassan', email: 'zainab@example.com', idType: 'national-id', idNumber: 'A123456' },
    createdAt: '2026-11-24T09:10:00.000Z',
    submittedAt: '2026-11-24T09:14:00.000Z',
  },
  {
    id: 2,
    reference: 'NL4M8D',
    name: 'مصطفى كريم',
    contactMsisdn: '07701234567',
    city: 'Baghdad',
    offer: 'prepaid-starter',
    lang: 'ar',
    status: 'confirmed',
    details: null,
    createdAt: '2026-11-24T08:40:00.000Z',
    submittedAt: null,
  },
  { id: 1, reference: 'NL2P6F', name: 'Aram', contactMsisdn: '07801234567', city: 'Sulaymaniyah', offer: 'postpaid-plus', lang: 'en', status: 'unconfirmed', details: null, createdAt: '2026-11-23T17:05:00.000Z', submittedAt: null },
];

/** The editors' list of new-line requests (/editor, "New-line requests"), in the editor's own language. */
const meta = {
  title: 'Editor/New-line requests',
  args: { language: 'en', empty: false },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ar'] } },
  render: ({ language, empty }) => (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <NewLineRequests t={editorStrings[language]} rows={empty ? [] : rows} />
    </S.Shell>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Number to contact' })).toBeInTheDocument();
    await expect(canvas.getByText('Waiting for details')).toBeInTheDocument();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' } };
/** The site's Kurdish locale does not change the editor's interface (English or Arabic). */
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { empty: true } };
