import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * What modules add to the OpenAPI document beyond their routes (the webhooks module: the
 * bodies it POSTs), registered at init so the platform names no module. Applied last by
 * buildOpenApiDocument.
 */
@Injectable()
export class OpenApiExtensions {
  private readonly extensions: Array<(document: OpenAPIObject) => void> = [];

  add(extend: (document: OpenAPIObject) => void): void {
    this.extensions.push(extend);
  }

  applyTo(document: OpenAPIObject): void {
    for (const extend of this.extensions) extend(document);
  }
}
