/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs (mirrored in right-to-left
 * pages), Home and End jump, and the panel is labelled by its tab.
 */
import { useLocale } from 'next-intl';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { directionOf, toLocale } from '@/lib/locales';
import { classed } from '@/ui/classed';
import styles from './Tabs.module.css';

export interface TabsProps<K extends string> {
  label: string;
  tabs: { key: K; label: ReactNode }[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId();
  const rtl = directionOf(toLocale(useLocale())) === 'rtl';
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === selected));

  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    onSelect(tabs[next].key);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) move(index + 1);
    else if (event.key === backward) move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}

const TabList = classed.div(styles.TabList);
