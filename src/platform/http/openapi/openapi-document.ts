import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { IF_MATCH_PATTERN } from '../if-match';
import { ERROR_RESPONSE, errorResponse, errorResponseSchema } from './error-response';
import './guard-refusals';
import { routeFacts, RouteFacts } from './route-errors';
import { validationRules } from './validation-schema';
import { OpenApiExtensions } from './openapi-extensions';

type Json = Record<string, any>;

/**
 * The document served at /api/docs-json: Nest's, then completed from the routes' own metadata
 * (guards, pipes, DTO validators, @ApiErrors) so that it says what the server does
 * (docs/api.md, "O documento OpenAPI"; checked by test/schemathesis/run.sh).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sorteios API')
    .setDescription(
      'Contrato HTTP do Sorteios (docs/api.md). Erros: { statusCode, code, message } em pt-BR (ErrorResponse). ' +
        'Um método não declarado num caminho conhecido responde 405 com Allow. Os eventos de webhook estão em components.schemas (WebhookEvent).',
    )
    .setVersion('1')
    .addBearerAuth()
    .addCookieAuth('sorteios_refresh')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const controllers = controllersByName(app);
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR_RESPONSE] = errorResponseSchema;
  const constrained = new Set<string>();
  for (const pathItem of Object.values(document.paths) as Json[]) {
    for (const operation of Object.values(pathItem) as Json[]) {
      const [controllerName, method] = String(operation.operationId ?? '').split('_');
      const controller = controllers.get(controllerName);
      if (!controller || typeof controller.prototype[method] !== 'function') continue;
      const facts = routeFacts(controller, method);
      describeOperation(operation, facts);
      if (facts.bodyType) {
        constrainComponent(document.components.schemas as Json, facts.bodyType, constrained);
        // A body whose fields are all optional may be left out: the pipe validates {} (PATCH /api/me).
        const schema = (document.components.schemas as Json)[facts.bodyType.name];
        if (operation.requestBody && schema && !schema.required) operation.requestBody.required = false;
      }
    }
  }
  app.get(OpenApiExtensions).applyTo(document);
  return document;
}

function controllersByName(app: INestApplication): Map<string, Function> {
  const byName = new Map<string, Function>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) byName.set(wrapper.metatype.name, wrapper.metatype as Function);
  }
  return byName;
}

function describeOperation(operation: Json, facts: RouteFacts): void {
  for (const [status, codes] of [...facts.errors].sort(([a], [b]) => a - b)) {
    operation.responses[String(status)] = errorResponse(status, [...codes].sort());
  }
  // Who may call: only what a guard enforces; a route that also works signed out says so with {}.
  if (facts.auth === 'required') operation.security = [{ bearer: [] }];
  else if (facts.auth === 'optional') operation.security = [{ bearer: [] }, {}];
  else delete operation.security;

  const queryRules = facts.queryType ? validationRules(facts.queryType) : undefined;
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    if (parameter.in === 'path' && facts.uuidParams.has(parameter.name)) parameter.schema = { type: 'string', format: 'uuid' };
    if (parameter.in === 'header' && parameter.name === 'If-Match' && facts.ifMatch) parameter.schema = { type: 'string', pattern: IF_MATCH_PATTERN };
    const rule = parameter.in === 'query' ? queryRules?.get(parameter.name) : undefined;
    if (rule) {
      parameter.schema = { ...parameter.schema, ...rule.schema };
      parameter.required = !rule.optional;
    }
  }
}

/**
 * A body DTO's schema with its validators' rules, and closed: the validation pipe refuses
 * unknown fields (forbidNonWhitelisted). Nested DTOs are constrained the same way.
 */
function constrainComponent(schemas: Json, type: Function, done: Set<string>): void {
  const schema = schemas[type.name];
  if (!schema || done.has(type.name)) return;
  done.add(type.name);
  schema.additionalProperties = false;
  const required = new Set<string>(schema.required ?? []);
  for (const [name, rule] of validationRules(type)) {
    const property = schema.properties?.[name];
    if (!property) continue;
    if (rule.optional) required.delete(name);
    else required.add(name);
    const nested = nestedType(type, name);
    if (nested) constrainComponent(schemas, nested, done);
    if (property.$ref) {
      schema.properties[name] = rule.optional ? { allOf: [{ $ref: property.$ref }], nullable: true } : property;
      continue;
    }
    Object.assign(property, rule.schema);
    if (rule.optional) property.nullable = true;
    if (property.type === 'array' && property.items && !property.items.$ref) Object.assign(property.items, rule.items);
  }
  if (required.size > 0) schema.required = [...required];
  else delete schema.required;
}

/** The DTO class of a nested property, from its @ApiProperty type. */
function nestedType(type: Function, property: string): Function | undefined {
  const meta = Reflect.getMetadata('swagger/apiModelProperties', type.prototype, property) as { type?: unknown } | undefined;
  const nested = meta?.type;
  if (typeof nested !== 'function' || [String, Number, Boolean, Object, Array, Date].includes(nested as never)) return undefined;
  return nested.prototype ? (nested as Function) : undefined;
}
