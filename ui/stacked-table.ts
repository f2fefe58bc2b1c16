/**
 * Tables on narrow screens (issue 11): the stacking rules are in stacked-table.module.css; this file
 * labels each cell of a table written as HTML so they can show the column's name.
 */
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
