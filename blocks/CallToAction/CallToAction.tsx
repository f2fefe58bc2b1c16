import { ArrowForwardIcon } from '@/ui/content-icons';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  title: string;
  text: string;
  buttonLabel: string;
  /** A site path, `{LANG}/…`, an absolute URL, `tel:` or `mailto:` (lib/links.ts). */
  buttonHref: string;
  tone: 'brand' | 'accent' | 'light';
}

/** A coloured band that asks the visitor to do one thing: a title, a line of text and one button. */
export function CallToAction({ title, text, buttonLabel, buttonHref, tone }: CallToActionProps) {
  const hasButton = Boolean(buttonLabel && buttonHref);
  if (!title && !text && !hasButton) return null;
  return (
    <Band $tone={tone}>
      <div>
        {title && <h2>{title}</h2>}
        {text && <p>{text}</p>}
      </div>
      {hasButton && (
        <Action href={buttonHref} $tone={tone}>
          {buttonLabel}
          <ArrowForwardIcon />
        </Action>
      )}
    </Band>
  );
}

const Band = classed.section<{ $tone: CallToActionProps['tone'] }>(styles.Band, null, ({ $tone }) => styles[$tone]);

const Action = classed(SmartLink)<{ $tone: CallToActionProps['tone'] }>(styles.Action, null, ({ $tone }) => ($tone === 'light' ? styles.onLight : styles.onColour));
