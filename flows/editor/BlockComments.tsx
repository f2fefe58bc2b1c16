/**
 * The comments on the block selected on the canvas, shown in Puck's fields panel above its fields
 * (issue 32, part 2). Apart from Review.tsx so that only the editor's canvas loads Puck.
 */
import type { ReactNode } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { reviewStrings, useComments } from './Review';
import type { EditorLanguage } from './strings';
import type { PageRef } from './types';

const usePuckSelector = createUsePuck();

/** The comments on the block selected on the canvas (in Puck's fields panel). */
function SelectedBlockComments({ page, language }: { page: PageRef | null; language: EditorLanguage }) {
  const selected = usePuckSelector((s) => s.selectedItem);
  const comments = useComments(page).data ?? [];
  const id = selected?.props?.id as string | undefined;
  const mine = id ? comments.filter((c) => c.blockId === id) : [];
  if (mine.length === 0) return null;
  const r = reviewStrings[language];
  return (
    <section className="block-comments" aria-label={r.blockComments}>
      <h4>{r.blockComments}</h4>
      <ul>
        {mine.map((c) => (
          <li key={c.id} data-status={c.status}>
            <span dir="auto">{c.body}</span> · {c.author} · {c.status === 'open' ? r.open : r.resolved}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Puck's fields panel with the selected block's comments above its fields (memoise per page and language). */
export function reviewOverrides(page: PageRef | null, language: EditorLanguage) {
  return {
    fields: function FieldsWithComments({ children }: { children: ReactNode }) {
      return (
        <>
          <SelectedBlockComments page={page} language={language} />
          {children}
        </>
      );
    },
  };
}

