import { Injectable, PipeTransform } from '@nestjs/common';
import type { DomainError } from '../ddd/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot be an id names nothing: it answers the resource's own 404. */
@Injectable()
export class UuidParam implements PipeTransform<string, string> {
  /** Public so the OpenAPI document can name the 404's code (openapi/route-errors.ts). */
  constructor(readonly notFound: () => DomainError) {}

  transform(value: string): string {
    if (!UUID.test(value)) throw this.notFound();
    return value.toLowerCase();
  }
}
