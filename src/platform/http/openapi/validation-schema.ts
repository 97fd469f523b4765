import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Schema = Record<string, unknown>;

/** What a DTO property accepts, as JSON Schema keywords, and whether it may be left out. */
export interface PropertyRule {
  schema: Schema;
  /** Keywords for each item of a list (`each: true` validators). */
  items: Schema;
  optional: boolean;
}

/**
 * The same rules as src/platform/text/safe-text.ts (control characters; single-line fields
 * also refuse line breaks and tabs). Lone surrogates are left out: no UTF-8 body carries one.
 */
const SAFE_TEXT_SINGLE_LINE = String.raw`^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$`;
const SAFE_TEXT_MULTILINE = String.raw`^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$`;
/**
 * A subset of what isPhotoUrl (photo-url.decorator.ts) accepts after normalising: a canonical
 * https address, or an image path we serve. Exact equality with WHATWG URL parsing is no regex.
 */
const PHOTO_URL = String.raw`^(https://[a-z0-9-]+(\.[a-z0-9-]+)+/[A-Za-z0-9._~-]*|/uploads/[a-z0-9-]{1,40}/[a-z0-9-]{1,100}\.(jpg|png|webp|heic))$`;

/** class-validator's metadata, read back into what each DTO property accepts (the validation pipe's rules). */
export function validationRules(type: Function): Map<string, PropertyRule> {
  const rules = new Map<string, PropertyRule>();
  const metadata = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  for (const meta of metadata) {
    let rule = rules.get(meta.propertyName);
    if (!rule) rules.set(meta.propertyName, (rule = { schema: {}, items: {}, optional: false }));
    // @IsOptional and @ValidateIf skip every validator when the value is null or missing.
    if (meta.type === 'conditionalValidation') rule.optional = true;
    else if (meta.type === 'customValidation') apply(meta.each ? rule.items : rule.schema, meta);
  }
  return rules;
}

function apply(schema: Schema, meta: ValidationMetadata): void {
  const [a, b] = meta.constraints ?? [];
  switch (meta.name) {
    case 'isLength':
      schema.minLength = a;
      if (b !== undefined) schema.maxLength = b;
      break;
    case 'minLength':
      schema.minLength = a;
      break;
    case 'maxLength':
      schema.maxLength = a;
      break;
    case 'matches':
      // Matches refuses anything but a string.
      schema.type = 'string';
      addPattern(schema, (a as RegExp).source);
      break;
    case 'safeText':
      addPattern(schema, a === true ? SAFE_TEXT_MULTILINE : SAFE_TEXT_SINGLE_LINE);
      break;
    case 'photoUrl':
      schema.type = 'string';
      addPattern(schema, PHOTO_URL);
      break;
    case 'isDateTime':
      schema.type = 'string';
      schema.format = 'date-time';
      break;
    case 'isIn':
      schema.enum = [...(a as unknown[])];
      break;
    case 'isInt':
      schema.type = 'integer';
      break;
    case 'min':
      schema.minimum = a;
      break;
    case 'max':
      schema.maximum = a;
      break;
    case 'isUUID':
      // The pattern too: generators read `format` loosely (an empty ?criadorId= passed for one).
      schema.format = 'uuid';
      schema.pattern = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
      break;
    case 'isEmail':
      schema.format = 'email';
      break;
    case 'isIso8601':
      schema.format = 'date-time';
      break;
    case 'isBoolean':
      schema.type = 'boolean';
      break;
    case 'isString':
      schema.type = 'string';
      break;
    case 'isObject':
      schema.type = 'object';
      break;
    case 'arrayMinSize':
      schema.minItems = a;
      break;
    case 'arrayMaxSize':
      schema.maxItems = a;
      break;
  }
}

/** A value must match every @Matches: the first is `pattern`, the others go in allOf. */
function addPattern(schema: Schema, pattern: string): void {
  if (schema.pattern === undefined) schema.pattern = pattern;
  else if (schema.pattern !== pattern) schema.allOf = [...((schema.allOf as Schema[]) ?? []), { pattern }];
}
