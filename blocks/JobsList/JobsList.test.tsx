import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { JobsList } from './JobsList';
import { jobFixtures, jobLookupFixtures } from './JobsList.fixtures';

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('JobsList', () => {
  it('lists the jobs with links, details and a localised date', () => {
    renderWithProviders(<JobsList title="Open positions" limit={20} showFilters={false} jobs={jobFixtures('en')} />, { locale: 'en' });
    expect(titles()).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Data analyst' })).toHaveAttribute('href', '/en/careers/opportunities/43');
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('EngineeringSeniorRadio networkBaghdad');
    expect(first).toHaveTextContent('Posted Nov 2, 2026');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('filters in the browser with four labelled selects and announces the count politely', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobsList title="Jobs" limit={20} showFilters jobs={jobFixtures('en')} lookups={jobLookupFixtures('en')} />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Filter jobs' })).toBeInTheDocument();
    for (const name of ['Category', 'Level', 'Field', 'Location']) expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('5 jobs found');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Baghdad');
    expect(titles()).toEqual(['Senior network engineer', 'Data analyst']);
    expect(status).toHaveTextContent('2 jobs found');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Technology');
    expect(titles()).toEqual(['Data analyst']);
    expect(status).toHaveTextContent('One job found');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Entry level');
    expect(titles()).toEqual([]);
    expect(status).toHaveTextContent('No jobs found');
    expect(screen.getByText('No jobs match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toHaveLength(5);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  });

  it('shows at most `limit` jobs and says so', () => {
    renderWithProviders(<JobsList title="" limit={2} showFilters={false} jobs={jobFixtures('en')} />, { locale: 'en' });
    expect(titles()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('5 jobs found Showing the first 2.');
  });

  it('speaks Arabic: filters and count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobsList title="الوظائف" limit={20} showFilters jobs={jobFixtures('ar')} lookups={jobLookupFixtures('ar')} />, { locale: 'ar' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'الموقع' }), 'أربيل');
    expect(titles()).toEqual(['موظف خدمة عملاء']);
    expect(screen.getByRole('status')).toHaveTextContent('تم العثور على وظيفة واحدة');
  });

  it('takes filter choices from the jobs when the lookups are missing, and says when there are no jobs', () => {
    const { unmount } = renderWithProviders(<JobsList title="" limit={20} showFilters jobs={jobFixtures('ku')} />, { locale: 'ku' });
    const location = screen.getByRole('combobox', { name: 'شوێن' });
    expect(within(location).getAllByRole('option')).toHaveLength(5);
    unmount();
    renderWithProviders(<JobsList title="Jobs" limit={20} showFilters />, { locale: 'en' });
    expect(screen.getByText('There are no open positions right now.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
