/**
 * The code boxes of the PIN screen (spec section 5: one digit per box). Typing moves to the next box,
 * backspace on an empty box goes back, the arrow keys move, and pasting (or the phone's one-time-code
 * autofill, which fills the first box) spreads the whole code over the boxes. Each box has its own
 * label ("Digit 1 of 6"); the group is labelled by the screen's heading and described by its error.
 *
 * Uncontrolled: give it a new `key` to empty it (e.g. after a wrong PIN).
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { classed } from '@/ui/classed';
import styles from './PinInput.module.css';

export interface PinInputProps {
  /** Prefix of the boxes' ids; the first box is `${id}-1`. */
  id: string;
  length?: number;
  /** Called on every change with the digits typed so far (shorter than `length` while incomplete). */
  onChange: (code: string) => void;
  /** Called once all boxes are filled. */
  onComplete?: (code: string) => void;
  /** Id of the text that names the group (the screen's heading or a label). */
  labelledBy: string;
  /** Id of the error (and hint) under the boxes. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function PinInput({ id, length = 6, onChange, onComplete, labelledBy, describedBy, invalid, disabled, autoFocus }: PinInputProps) {
  const t = useTranslations('signIn.pin');
  const [cells, setCells] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

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

  /** Writes `digits` from box `start` on and moves to the box after the last one written. */
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
    if (digits.length === 0) {
      const next = [...cells];
      next[index] = '';
      commit(next);
      return;
    }
    if (digits.length === 1) {
      const next = [...cells];
      next[index] = digits;
      commit(next);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    // Several digits at once: the one-time-code autofill, or fast typing.
    spread(digits, index);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
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
      // The boxes are laid out left to right in every language (codes are dir="ltr").
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
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
    <Boxes role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} dir="ltr">
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
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={cell}
          onChange={(e) => handleChange(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </Boxes>
  );
}

const Boxes = classed.div(styles.Boxes);
