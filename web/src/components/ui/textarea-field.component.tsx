import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.component';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling. */
export function TextareaField({ label, error, hint, id, ref, rows = 4, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => <textarea {...textareaProps} {...control} ref={ref} rows={rows} className="field__input" />}
    </FieldFrame>
  );
}
