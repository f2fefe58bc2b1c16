/**
 * Tables on narrow screens (issue 11): below the `md` breakpoint a table marked `data-stacked` shows
 * each row as a card and each cell with its column's name (its `data-label`), so no column is cut
 * off and nothing scrolls sideways. A table without labels (rich text before hydration) scrolls
 * inside its own box instead of widening the page.
 */
import { css } from 'styled-components';

export const stackedTableCss = css`
  @media (max-width: calc(${({ theme }) => theme.breakpoint.md} - 0.02px)) {
    table:not([data-stacked]) {
      display: block;
      max-width: 100%;
      overflow-x: auto;
    }
    table[data-stacked] {
      display: block;
      border: 0;
      caption {
        display: block;
        text-align: start;
      }
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0, 0, 0, 0);
        white-space: nowrap;
      }
      tbody {
        display: block;
      }
      tr {
        display: block;
        margin-block-end: ${({ theme }) => theme.space.md};
        border: 1px solid ${({ theme }) => theme.color.border};
        border-radius: ${({ theme }) => theme.radius.md};
      }
      th,
      td {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
        padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
        border: 0;
        border-block-end: 1px solid ${({ theme }) => theme.color.border};
        text-align: start;
        overflow-wrap: anywhere;
      }
      tr > :last-child {
        border-block-end: 0;
      }
      [data-label]::before {
        /* Read once: assistive technology already announces the column header (empty alt text). */
        content: attr(data-label) / '';
        font-weight: ${({ theme }) => theme.font.weight.regular};
        color: ${({ theme }) => theme.color.textMuted};
      }
    }
  }
`;

/**
 * Marks a table written as HTML (rich text) for stacking: each body cell gets its column's name from
 * the header row, and explicit roles keep the table's meaning once rows are displayed as blocks.
 * Tables without a header row are left alone (they scroll in their box on phones).
 */
export function labelTableCells(table: HTMLTableElement): void {
  const headerRow = table.tHead?.rows[0] ?? null;
  if (!headerRow) return;
  const names = [...headerRow.cells].map((cell) => cell.textContent?.trim() ?? '');
  if (names.every((name) => !name)) return;
  table.setAttribute('role', 'table');
  for (const section of [table.tHead, ...table.tBodies, table.tFoot]) {
    if (!section) continue;
    section.setAttribute('role', 'rowgroup');
    for (const row of section.rows) {
      row.setAttribute('role', 'row');
      [...row.cells].forEach((cell, index) => {
        const isHeader = section === table.tHead;
        cell.setAttribute('role', isHeader ? 'columnheader' : cell.tagName === 'TH' ? 'rowheader' : 'cell');
        if (!isHeader && names[index]) cell.setAttribute('data-label', names[index]);
      });
    }
  }
  table.setAttribute('data-stacked', '');
}
