import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

/**
 * Puts a server rejection next to the field it concerns: the field list of a
 * VALIDATION_FAILED answer, or a code that belongs to one field (EMAIL_ALREADY_IN_USE).
 * Returns false when nothing fitted a field, so the form shows it as a general alert.
 */
export function showErrorOnFields<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  codeToField: Partial<Record<string, Path<T>>>,
  formFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const field = codeToField[error.code];
  if (field) {
    setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    return true;
  }
  const matching = formFields.filter((name) => error.fields?.[name]?.length);
  matching.forEach((name, index) =>
    setError(name, { type: 'server', message: error.fields![name]![0] }, { shouldFocus: index === 0 }),
  );
  return matching.length > 0;
}
