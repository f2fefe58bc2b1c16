import type { BlockNode } from '@/lib/blocks/types';
import { BlockTree } from '@/registry/BlockTree';

export interface SharedSectionProps {
  /** The shared section shown here (its number in the editor's "Shared sections"). */
  sectionId: number;
  /**
   * Added by the server when it serves the page (lib/server/content/resolve.ts): the section's live
   * blocks in the page's language, validated and completed. Never stored with the page.
   */
  blocks?: BlockNode[];
}

/**
 * A shared section on a page: the section's published blocks, laid out as if they were the page's own
 * (each in the content column, or across the window when it draws a band), so a section looks the same
 * wherever it is used. Nothing when the section has no live version in the page's language.
 */
export function SharedSection({ blocks }: SharedSectionProps) {
  if (!blocks?.length) return null;
  return <BlockTree content={blocks} />;
}
