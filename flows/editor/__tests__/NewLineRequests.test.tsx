/**
 * The new-line requests desk writes a request's date with the site's formatter (Baghdad time, the
 * editor's language), not the browser's own locale and time zone (issue 28: mixed date formats).
 */
import { render, screen } from '@testing-library/react';
import type { NewLineRequestRow } from '@/lib/new-line';
import { NewLineRequests } from '../NewLineRequests';
import { editorStrings } from '../strings';

// 22:30 UTC on 27 November is 01:30 on 28 November in Baghdad.
const row: NewLineRequestRow = {
  id: 1,
  reference: 'NL7K2Q',
  name: 'Zainab Ali Hassan',
  contactMsisdn: '07501112233',
  city: 'Erbil',
  offer: 'data-max',
  lang: 'ku',
  status: 'confirmed',
  details: null,
  createdAt: '2026-11-27T22:30:00.000Z',
  submittedAt: null,
};

describe('new-line requests: the date of a request', () => {
  it('is the Baghdad day and time, in English', () => {
    render(<NewLineRequests t={editorStrings.en} rows={[row]} />);
    expect(screen.getByRole('cell', { name: 'Nov 28, 2026, 1:30 AM' })).toBeInTheDocument();
  });

  it('is the Baghdad day and time with the Iraqi month name, in Arabic', () => {
    render(<NewLineRequests t={editorStrings.ar} rows={[row]} />);
    expect(screen.getByRole('cell', { name: '28 تشرين الثاني 2026، 1:30 ص' })).toBeInTheDocument();
  });
});
