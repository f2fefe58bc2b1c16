import { useLocale } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { directionOf, toLocale } from '@/lib/locales';
import { classed } from '@/ui/classed';
import styles from './Tabs.module.css';

export interface TabsProps {
  /** Each tab's panel is sanitised HTML (the server cleans it before any page gets it). */
  tabs: { label: string; html: string }[];
}

/**
 * Panels of text behind a row of tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys move
 * between tabs following the reading direction, Home and End go to the first and last tab.
 */
export function Tabs({ tabs }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const rtl = directionOf(toLocale(useLocale())) === 'rtl';

  if (tabs.length === 0) return null;
  const active = Math.min(selected, tabs.length - 1);

  const select = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = active === last ? 0 : active + 1;
    else if (event.key === backward) next = active === 0 ? last : active - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <Root>
      <TabList role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={index}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== active}
          dangerouslySetInnerHTML={{ __html: tab.html }}
        />
      ))}
    </Root>
  );
}

const Root = classed.div(styles.Root);

const TabList = classed.div(styles.TabList);

const Tab = classed.button(styles.Tab);

const Panel = classed.div(styles.Panel);
