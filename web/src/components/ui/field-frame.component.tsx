import { useId, type ReactNode } from 'react';

/** What a control inside a FieldFrame must carry to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Id of more description (a checklist) the control should point screen readers to. */
  describedBy?: string;
  id?: string;
  className?: string;
  /** Renders the control (and anything that goes with it, before the error). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The markup every form field shares: a bound label, an optional hint, the control, and an
 * error announced as an alert, all tied together with aria-describedby.
 */
export function FieldFrame({ label, hint, error, describedBy, id, className, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : null, describedBy ?? null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
