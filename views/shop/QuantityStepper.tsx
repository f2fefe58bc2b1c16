import { useId } from 'react';
import { classed } from '@/ui/classed';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  /** The largest choice (the per-order limit or the stock, whichever is lower). */
  max: number;
  onChange(value: number): void;
  hint?: string;
  disabled?: boolean;
}

/** − [n] +: a labelled number field between two 44 px buttons; typing a number works too. */
export function QuantityStepper({ label, decreaseLabel, increaseLabel, value, max, onChange, hint, disabled }: QuantityStepperProps) {
  const id = useId();
  const clamp = (n: number) => Math.max(1, Math.min(max, Math.trunc(n)));
  return (
    <Stepper>
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <button type="button" aria-label={decreaseLabel} aria-controls={id} disabled={disabled || value <= 1} onClick={() => onChange(clamp(value - 1))}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const n = Number(event.target.value);
            if (Number.isFinite(n) && n >= 1) onChange(clamp(n));
          }}
        />
        <button type="button" aria-label={increaseLabel} aria-controls={id} disabled={disabled || value >= max} onClick={() => onChange(clamp(value + 1))}>
          +
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
    </Stepper>
  );
}

const Stepper = classed.div(styles.Stepper);
