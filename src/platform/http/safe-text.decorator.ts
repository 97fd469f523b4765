import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { TEXT_PROBLEM_MESSAGES, textProblem, type TextProblem } from '../text/safe-text';

export interface SafeTextOptions extends Pick<ValidationOptions, 'each'> {
  /** Descriptions, bios, reasons: line breaks and tabs allowed. Titles and names: one line. */
  multiline?: boolean;
}

/** A list (each: true) is judged by its first bad item; anything not a string is @IsString's to refuse. */
function problemOf(value: unknown, multiline: boolean): TextProblem | null {
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) {
    const problem = typeof v === 'string' ? textProblem(v, multiline) : null;
    if (problem) return problem;
  }
  return null;
}

/**
 * Refuses control characters and malformed UTF-16 in a text field (src/platform/text/safe-text.ts),
 * with the pt-BR reason as the field's message.
 */
export function SafeText({ multiline = false, each }: SafeTextOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'safeText',
      // Read back by the OpenAPI document (openapi/validation-schema.ts) to say which pattern applies.
      constraints: [multiline],
      validator: {
        validate: (value: unknown) => problemOf(value, multiline) === null,
        defaultMessage: (args?: ValidationArguments) => TEXT_PROBLEM_MESSAGES[problemOf(args?.value, multiline) ?? 'control'],
      },
    },
    { each },
  );
}
