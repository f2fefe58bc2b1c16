import type { ComponentType } from 'react';

export interface BlockComponentEntry {
  component: ComponentType<any>;
  /** Props that hold nested blocks; BlockTree renders them before handing them to the component. */
  slots: readonly string[];
  /** The block draws its own band across the window and puts its content in a Container (BlockTree). */
  fullBleed?: boolean;
}
