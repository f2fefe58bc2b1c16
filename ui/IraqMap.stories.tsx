import type { Meta, StoryObj } from '@storybook/nextjs';
import { IraqMap } from './IraqMap';

/** The map of Iraq with no outside service (shop locator, Platinum partners): pins are links to a list. */
const meta = {
  title: 'UI/Iraq map',
  component: IraqMap,
  args: {
    label: 'Map of Iraq with the shops',
    pins: [
      { id: 'baghdad', lat: 33.305, lng: 44.423, label: 'Nour Store – Karrada, Open', href: '#baghdad', tone: 'open' },
      { id: 'basra', lat: 30.51, lng: 47.84, label: 'Nour Store – Ashar, Closed', href: '#basra', tone: 'closed' },
      { id: 'erbil', lat: 36.23, lng: 43.99, label: 'Nour Store – Ankawa, Open', href: '#erbil', tone: 'open' },
      { id: 'zakho', lat: 37.14, lng: 42.68, label: 'Nour Authorised Dealer – Zakho, Open', href: '#zakho', tone: 'open' },
    ],
  },
} satisfies Meta<typeof IraqMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { label: 'خريطة العراق مع المتاجر', selectedId: 'baghdad' } };
export const English: Story = { globals: { locale: 'en' }, args: { you: { lat: 33.3, lng: 44.4 } } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { label: 'نەخشەی عێراق لەگەڵ فرۆشگاکان', showGovernorates: false } };
