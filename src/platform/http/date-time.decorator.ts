import { ValidateBy, ValidationOptions } from 'class-validator';

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();

/**
 * An RFC 3339 date-time (the OpenAPI's `format: date-time`) naming a real calendar instant:
 * 30 February is refused, year 0029 is not. class-validator's strict ISO 8601 check refuses
 * every year before 100 (it rebuilds the date through `new Date`, which reads them as 19xx).
 */
export function isDateTime(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const offsetOk = m[8].toUpperCase() === 'Z' || (Number(m[10]) < 24 && Number(m[11]) < 60);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour < 24 && minute < 60 && second < 60 && offsetOk;
}

export const IsDateTime = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isDateTime', validator: { validate: isDateTime } }, options);
