import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '@/ui/icons';
import { classed } from '@/ui/classed';
import styles from './Accordion.module.css';

export interface AccordionProps {
  /** Optional heading above the items (h2). */
  title: string;
  /** Each item's text is sanitised HTML (the server cleans it before any page gets it). */
  items: { title: string; html: string }[];
  /** Opens the first item when the page loads. */
  openFirst: boolean;
}

/**
 * Sections that open and close (WAI-ARIA accordion pattern): each header is a button with
 * aria-expanded and aria-controls; Up and Down arrows move between headers, Home and End jump.
 * Several items may be open at once.
 */
export function Accordion({ title, items, openFirst }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(openFirst ? [0] : []));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  if (items.length === 0) return null;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowUp' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <Root>
      {title && <h2>{title}</h2>}
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={index}>
            <h3>
              <Trigger
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon />
              </Trigger>
            </h3>
            <Panel
              id={panelId}
              role={items.length <= 6 ? 'region' : undefined}
              aria-labelledby={buttonId}
              hidden={!expanded}
              dangerouslySetInnerHTML={{ __html: item.html }}
            />
          </Item>
        );
      })}
    </Root>
  );
}

const Root = classed.div(styles.Root);

const Item = classed.div(styles.Item);

const Trigger = classed.button(styles.Trigger);

const Panel = classed.div(styles.Panel);
