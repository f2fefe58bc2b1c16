/**
 * The one code-entry field of the site (spec section 5, design.md section 8): the 6 boxes of an SMS code
 * or PIN, used by sign-in, the PIN screens of the account, quick pay, the new line, the talent vote,
 * the credit transfer and the packages (most of them through ./CodeStep.tsx).
 *
 * - The boxes run left to right in every language (codes are `dir="ltr"` inside right-to-left text) and
 *   share the width they are given, so six of them fit a 320 px screen in Arabic as in English.
 * - Typing moves to the next box; Backspace on an empty box clears the one before and goes back; the
 *   arrow keys, Home and End move; pasting the whole code (or the phone's one-time-code autofill, which
 *   fills the first box) spreads it over the boxes.
 * - `inputmode="numeric"` and `autocomplete="one-time-code"` (first box); each box is named "Digit n of
 *   6", the group by the visible label, and the hint and the error describe it; the error is announced
 *   when it appears (role=alert).
 * - With `resend`, the "ask for a new code" line: a countdown, then the button; the end of the
 *   countdown is announced, not every second.
 *
 * Uncontrolled: give it a new `key` to empty it (e.g. after a wrong code).
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { AlertIcon } from '@/ui/content-icons';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import { clock } from './countdown';
import styles from './CodeEntry.module.css';

export const CODE_LENGTH = 6;

export interface CodeResend {
  /** Seconds before a new code may be asked for; 0 shows the button. */
  secondsLeft: number;
  onResend: () => void;
  busy?: boolean;
  /** What the polite live region says while the countdown runs ("Code sent…", "A new code was sent…"). */
  note?: string;
  /** Only the countdown, no button (the screen shows its own "new code" button). */
  buttonHidden?: boolean;
  /** Why the last request for a new code failed (shown and announced). */
  problem?: string;
}

export interface CodeEntryProps {
  /** Prefix of the ids; the first box is `${id}-1`, the error `${id}-error`. */
  id: string;
  /** The visible name of the field; it names the group of boxes. */
  label: ReactNode;
  /** Show the label only to screen readers (when a heading right above says the same). */
  labelHidden?: boolean;
  hint?: ReactNode;
  /** Already translated; empty for none. */
  error?: ReactNode;
  length?: number;
  /** Called on every change with the digits typed so far (shorter than `length` while incomplete). */
  onChange: (code: string) => void;
  /** Called once all boxes are filled. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  resend?: CodeResend;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function CodeEntry({ id, label, labelHidden, hint, error, length = CODE_LENGTH, onChange, onComplete, disabled, autoFocus, resend }: CodeEntryProps) {
  const t = useTranslations('signIn.pin');
  const [cells, setCells] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setCells(next);
    const code = next.join('');
    onChange(code);
    if (code.length === length && next.every((c) => c !== '')) onComplete?.(code);
  };

  /** Writes `digits` from box `start` on (from the first box for a whole code) and moves after the last one written. */
  const spread = (digits: string, start: number) => {
    const from = digits.length >= length ? 0 : start;
    const next = [...cells];
    const written = digits.slice(0, length - from).split('');
    written.forEach((digit, k) => (next[from + k] = digit));
    commit(next);
    focusBox(from + written.length >= length ? length - 1 : from + written.length);
  };

  const handleChange = (index: number, raw: string) => {
    let digits = onlyDigits(raw);
    // The box already held a digit and the caret was not on it: keep the one just typed.
    if (digits.length === 2 && cells[index] && digits.includes(cells[index])) {
      digits = digits[0] === cells[index] ? digits[1] : digits[0];
    }
    if (digits.length <= 1) {
      const next = [...cells];
      next[index] = digits;
      commit(next);
      if (digits && index < length - 1) focusBox(index + 1);
      return;
    }
    // Several digits at once: the one-time-code autofill, or fast typing.
    spread(digits, index);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      focusBox(to);
    };
    switch (event.key) {
      case 'Backspace':
        if (!cells[index] && index > 0) {
          event.preventDefault();
          const next = [...cells];
          next[index - 1] = '';
          commit(next);
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        if (cells[index]) {
          event.preventDefault();
          const next = [...cells];
          next[index] = '';
          commit(next);
        }
        break;
      // The boxes are laid out left to right in every language.
      case 'ArrowLeft':
        move(index - 1);
        break;
      case 'ArrowRight':
        move(index + 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(length - 1);
        break;
      default:
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits) spread(digits, index);
  };

  return (
    <Field>
      <span id={labelId} className={labelHidden ? 'label label-hidden' : 'label'}>
        {label}
      </span>
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      <div role="group" className="boxes" aria-labelledby={labelId} aria-describedby={described} dir="ltr" data-code-entry="">
        {cells.map((cell, index) => (
          <input
            key={index}
            id={`${id}-${index + 1}`}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // The first box takes the phone's one-time-code suggestion; the code is then spread.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={t('digitOf', { n: index + 1, total: length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            disabled={disabled}
            value={cell}
            onChange={(e) => handleChange(index, e.target.value)}
            onKeyDown={(e) => handleKeyDown(index, e)}
            onPaste={(e) => handlePaste(index, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      {/* Kept in the page while empty, so the message is announced when it appears. */}
      <div role="alert" className="alert">
        {error ? (
          <p id={errorId} className="error">
            <AlertIcon size={16} /> {error}
          </p>
        ) : null}
      </div>
      {resend && <ResendLine {...resend} />}
    </Field>
  );
}

function ResendLine({ secondsLeft: left, onResend, busy, note, problem, buttonHidden }: CodeResend) {
  const t = useTranslations('signIn.pin');
  return (
    <div className="resend">
      {left > 0 ? (
        <p>
          {t('resendIn')}{' '}
          <span dir="ltr" className="clock">
            {clock(left)}
          </span>
        </p>
      ) : buttonHidden ? null : (
        <Button type="button" $variant="secondary" onClick={onResend} disabled={busy} aria-busy={busy || undefined}>
          {t('resend')}
        </Button>
      )}
      {problem && (
        <p className="error" role="alert">
          <AlertIcon size={16} /> {problem}
        </p>
      )}
      {/* Announced when the countdown starts and when it ends; never every second. */}
      <VisuallyHidden aria-live="polite">{left === 0 ? t('canResend') : (note ?? '')}</VisuallyHidden>
    </div>
  );
}

const Field = classed.div(styles.CodeEntry);
