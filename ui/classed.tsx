/**
 * Components that carry a CSS Modules class: the site's styles are plain CSS files compiled at build
 * time (`Name.module.css` beside each component), so no style engine runs in the browser and no
 * style text travels inside every page.
 *
 *   const Card = classed.article(styles.Card);
 *   const Bar = classed.div<{ $width: string }>(styles.Bar, { '--bar-width': ({ $width }) => $width });
 *
 * - The class comes first, a `className` given by the caller after it.
 * - Props whose name starts with `$` describe the look and never reach the DOM.
 * - `vars` set CSS custom properties from props (the value of a declaration that depends on a prop
 *   reads `var(--name)`); a function answering false, null, undefined or '' sets nothing.
 * - `modifier` adds classes chosen from props (`styles.primary` for `$variant="primary"`).
 * - `as` renders another element or component with the same class.
 */
import { createElement, type ComponentPropsWithRef, type CSSProperties, type ElementType, type JSX, type ReactElement } from 'react';

type VarValue = string | number | false | null | undefined;
export type ClassedVars<P> = Record<`--${string}`, (props: P) => VarValue>;

export interface ClassedComponent<T extends ElementType, P> {
  <As extends ElementType = T>(props: Omit<ComponentPropsWithRef<As>, keyof P | 'as'> & P & { as?: As }): ReactElement;
  displayName?: string;
}

/** Extra classes from props (a variant's class), after the component's own. */
export type ClassedModifier<P> = (props: P) => string | false | null | undefined;

type Factory<T extends ElementType> = <P extends object = object>(
  className: string | undefined,
  vars?: ClassedVars<P> | null,
  modifier?: ClassedModifier<P>,
) => ClassedComponent<T, P>;

/** Marks our components: a classed component wrapping another one passes its `$` props on. */
const CLASSED = Symbol.for('operator.classed');

function make<T extends ElementType>(tag: T): Factory<T> {
  return <P extends object>(className: string | undefined, vars?: ClassedVars<P> | null, modifier?: ClassedModifier<P>) => {
    const passLookProps = typeof tag !== 'string' && (tag as unknown as Record<symbol, boolean>)[CLASSED] === true;
    function Classed(props: Record<string, unknown>) {
      const { as, className: extra, style, ...rest } = props;
      const element = (as as ElementType | undefined) ?? tag;
      const forwarded: Record<string, unknown> = {};
      for (const key in rest) if (key[0] !== '$' || (passLookProps && !as)) forwarded[key] = rest[key];
      forwarded.className = [className, modifier?.(props as P), extra].filter(Boolean).join(' ') || undefined;
      if (vars) {
        const withVars: Record<string, string> = { ...(style as Record<string, string> | undefined) };
        for (const [name, value] of Object.entries(vars) as [string, (p: P) => VarValue][]) {
          const result = value(props as P);
          if (result !== false && result !== null && result !== undefined && result !== '') withVars[name] = String(result);
        }
        forwarded.style = withVars as CSSProperties;
      } else if (style !== undefined) {
        forwarded.style = style;
      }
      return createElement(element, forwarded);
    }
    (Classed as unknown as Record<symbol, boolean>)[CLASSED] = true;
    return Classed as unknown as ClassedComponent<T, P>;
  };
}

type Classed = (<T extends ElementType>(component: T) => Factory<T>) & { [K in keyof JSX.IntrinsicElements]: Factory<K> };

const factories = new Map<string, Factory<ElementType>>();

export const classed = new Proxy(make as unknown as Classed, {
  get(target, key) {
    if (typeof key !== 'string' || key in target) return Reflect.get(target, key);
    let factory = factories.get(key);
    if (!factory) factories.set(key, (factory = make(key as ElementType)));
    return factory;
  },
});
