import rtlPlugin from 'stylis-plugin-rtl';
import type { StyleSheetManager } from 'styled-components';

type StylisPlugin = NonNullable<React.ComponentProps<typeof StyleSheetManager>['stylisPlugins']>[number];
import { directionOf, type Locale } from '../locales';

const rtl = [rtlPlugin as unknown as StylisPlugin];
const ltr: StylisPlugin[] = [];

/** Arabic and Kurdish flip physical CSS properties (stylis-plugin-rtl); English keeps them. */
export function stylisPluginsFor(locale: Locale): StylisPlugin[] {
  return directionOf(locale) === 'rtl' ? rtl : ltr;
}
