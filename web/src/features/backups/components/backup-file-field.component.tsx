import { useId, type Ref } from 'react';

interface BackupFileFieldProps {
  label: string;
  /** The message shown under the field when no file was chosen. */
  error: string | null;
  onChange: (file: File | null) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled file input for a JSON backup, with its error tied to it for screen readers. */
export function BackupFileField({ label, error, onChange, inputRef }: BackupFileFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type="file"
        accept="application/json,.json"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
