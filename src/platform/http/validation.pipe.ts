import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function collect(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) fields[path] = Object.values(e.constraints);
    Object.assign(fields, collect(e.children ?? [], path));
  }
  return fields;
}

/**
 * Shapes are checked at the edge: unknown fields are refused, and the answer lists every
 * invalid field with pt-BR messages (the DTOs carry them).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      for (const [field, messages] of Object.entries(fields)) {
        fields[field] = messages.map((m) => (m.startsWith('property ') && m.endsWith('should not exist') ? 'Campo não permitido.' : m));
      }
      return new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Verifique os campos informados.', fields });
    },
  });
}
