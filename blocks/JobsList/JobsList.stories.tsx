import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { JobsList } from './JobsList';
import { jobFixtures, jobLookupFixtures } from './JobsList.fixtures';

const meta = {
  title: 'Blocks/Content/JobsList',
  component: JobsList,
  args: { ...block.defaultProps, jobs: jobFixtures('en'), lookups: jobLookupFixtures('en') },
} satisfies Meta<typeof JobsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'الوظائف الشاغرة', jobs: jobFixtures('ar'), lookups: jobLookupFixtures('ar') },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Open positions', jobs: jobFixtures('en'), lookups: jobLookupFixtures('en') },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { title: 'هەلی کاری بەردەست', jobs: jobFixtures('ku'), lookups: jobLookupFixtures('ku'), showFilters: false },
};
export const NoJobsEnglish: Story = { globals: { locale: 'en' }, args: { title: 'Open positions', jobs: [] } };
