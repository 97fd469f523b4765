import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame.component';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Id of more description (a checklist) the input should point screen readers to. */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, describedBy, id, ref, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} describedBy={describedBy} id={id}>
      {(control) => <input {...inputProps} {...control} ref={ref} className="field__input" />}
    </FieldFrame>
  );
}
