
import { formatDate } from '@/lib/dates';
import type { NewLineRequestRow } from '@/lib/new-line';
import { fill, type EditorStrings } from './strings';
import * as S from './styles';
import { classed } from '@/ui/classed';
import classes from './NewLineRequests.module.css';

export type { NewLineRequestRow };

const statusKey = {
  unconfirmed: 'nlStatusUnconfirmed',
  confirmed: 'nlStatusConfirmed',
  submitted: 'nlStatusSubmitted',
} as const;

export function NewLineRequests({ t, rows }: { t: EditorStrings; rows: NewLineRequestRow[] }) {
  return (
    <S.Panel aria-labelledby="new-line-requests-title">
      <h3 id="new-line-requests-title">{t.newLineRequests}</h3>
      {rows.length === 0 ? (
        <p>{t.newLineNone}</p>
      ) : (
        <>
          <p>{fill(t.newLineCount, { count: rows.length })}</p>
          <Scroll tabIndex={0} aria-labelledby="new-line-requests-title">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.nlReference}</th>
                  <th scope="col">{t.nlDate}</th>
                  <th scope="col">{t.nlName}</th>
                  <th scope="col">{t.nlContact}</th>
                  <th scope="col">{t.nlCity}</th>
                  <th scope="col">{t.nlOffer}</th>
                  <th scope="col">{t.nlStatus}</th>
                  <th scope="col">{t.nlDetails}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-status={row.status}>
                    <td dir="ltr">{row.reference}</td>
                    <td>{formatDate(row.createdAt, t.language, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td>{row.name}</td>
                    <td dir="ltr">{row.contactMsisdn}</td>
                    <td>{row.city}</td>
                    <td>{row.offer}</td>
                    <td>{t[statusKey[row.status]]}</td>
                    <td>
                      {row.details
                        ? `${row.details.firstName} ${row.details.secondName} ${row.details.thirdName} · ${row.details.idType} ${row.details.idNumber}${row.details.email ? ` · ${row.details.email}` : ''}`
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </>
      )}
    </S.Panel>
  );
}

/** Wide on phones: the table scrolls inside its box (focusable, so the keyboard scrolls it too). */
const Scroll = classed.div(classes.Scroll);
