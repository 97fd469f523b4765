import type { OpenAPIObject } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

import { WEBHOOK_EVENT_TYPES as SUBSCRIBABLE, WEBHOOK_TEST_TYPE } from '../domain/webhook.events';

/**
 * The bodies POSTed to webhook endpoints (API.md "Integrations"; Standard Webhooks headers
 * webhook-id, webhook-timestamp, webhook-signature), for the OpenAPI document: the module adds
 * them at init (OpenApiExtensions). They go into components.schemas as `WebhookEvent` (oneOf
 * every type, told apart by `type`) and one `WebhookEvent_<type>` each.
 */
const WEBHOOK_EVENT_TYPES = [...SUBSCRIBABLE, WEBHOOK_TEST_TYPE] as const;
type WebhookEventTypeName = (typeof WEBHOOK_EVENT_TYPES)[number];

const uuid: SchemaObject = { type: 'string', format: 'uuid' };
const text: SchemaObject = { type: 'string' };
const nullableText: SchemaObject = { type: 'string', nullable: true };

/** Every event of a giveaway carries it, so a consumer needs no call back to name the giveaway. */
const sorteio: SchemaObject = {
  type: 'object',
  required: ['id', 'titulo', 'url'],
  properties: { id: uuid, titulo: nullableText, url: { type: 'string', format: 'uri', description: 'A página pública do sorteio.' } },
};

const ranked: SchemaObject = {
  type: 'array',
  description: 'Na ordem do sorteio: posicao 1 é o primeiro ganhador; os suplentes seguem a numeração.',
  items: { type: 'object', required: ['posicao', 'entryId', 'nome'], properties: { posicao: { type: 'integer', minimum: 1 }, entryId: uuid, nome: text } },
};

const reciboUrl: SchemaObject = { type: 'string', format: 'uri', description: 'GET /api/giveaways/{id}/draw: o recibo, para recalcular os ganhadores.' };
const motivo: SchemaObject = { type: 'string', nullable: true };
const participant: SchemaObject = { type: 'object', required: ['entryId', 'nome'], properties: { entryId: uuid, nome: nullableText } };

/** `data` of each type. */
const WEBHOOK_DATA: Record<WebhookEventTypeName, SchemaObject> = {
  'giveaway.published': { type: 'object', required: ['sorteio'], properties: { sorteio } },
  'giveaway.closed': { type: 'object', required: ['sorteio'], properties: { sorteio, motivo } },
  'giveaway.cancelled': { type: 'object', required: ['sorteio'], properties: { sorteio, motivo } },
  'entry.submitted': {
    type: 'object',
    required: ['sorteio', 'inscricao'],
    properties: {
      sorteio,
      inscricao: {
        type: 'object',
        required: ['id', 'respostas', 'nome', 'email', 'origem', 'createdAt'],
        properties: {
          id: uuid,
          respostas: {
            type: 'object',
            description: 'Por chave do formulário (camposFormulario[].chave); sempre com nome e email. Vazio numa inscrição vinda de um comentário do Instagram.',
            additionalProperties: true,
          },
          nome: { type: 'string', description: 'Numa inscrição vinda do Instagram, "@usuario".' },
          email: { type: 'string', format: 'email', nullable: true, description: 'null numa inscrição vinda de um comentário do Instagram.' },
          origem: { type: 'string', enum: ['formulario', 'instagram'], description: 'De onde veio a inscrição: o formulário do sorteio ou um comentário importado do Instagram.' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
  'draw.committed': {
    type: 'object',
    required: ['sorteio', 'inscritos', 'merkleRoot', 'seedCommitment'],
    properties: {
      sorteio,
      inscritos: { type: 'integer', minimum: 0, description: 'Quantos inscritos entraram no compromisso.' },
      merkleRoot: { type: 'string', description: 'Raiz da árvore de Merkle dos inscritos, na ordem.' },
      seedCommitment: { type: 'string', description: 'Hash da semente, revelada no sorteio.' },
      fonteAleatoriedade: { type: 'object', nullable: true, description: 'A fonte pública escolhida (drand ou Loteria Federal), se houver.' },
    },
  },
  'draw.completed': { type: 'object', required: ['sorteio', 'reciboUrl', 'vencedores', 'suplentes'], properties: { sorteio, reciboUrl, vencedores: ranked, suplentes: ranked } },
  'winner.replaced': {
    type: 'object',
    required: ['sorteio', 'substituido', 'substituto', 'motivo', 'reciboUrl'],
    properties: { sorteio, substituido: participant, substituto: participant, motivo, reciboUrl },
  },
  'webhook.test': { type: 'object', required: ['endpointId', 'mensagem'], properties: { endpointId: uuid, mensagem: text } },
};

const webhookEventSchemaName = (type: WebhookEventTypeName) => `WebhookEvent_${type}`;

function eventSchema(type: WebhookEventTypeName): SchemaObject {
  return {
    type: 'object',
    required: ['type', 'timestamp', 'data'],
    properties: {
      type: { type: 'string', enum: [type] },
      timestamp: { type: 'string', format: 'date-time', description: 'Quando o evento aconteceu (não quando foi entregue).' },
      data: WEBHOOK_DATA[type],
    },
  };
}

/** Puts the payloads in the document's components (OpenAPI 3.0 has no `webhooks` section; 3.1 would). */
export function addWebhookPayloads(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ??= {};
  for (const type of WEBHOOK_EVENT_TYPES) schemas[webhookEventSchemaName(type)] = eventSchema(type);
  schemas.WebhookEvent = {
    description:
      'Corpo de cada entrega de webhook (POST ao endereço cadastrado), assinado como no Standard Webhooks: cabeçalhos webhook-id (o mesmo em toda tentativa), webhook-timestamp e webhook-signature (v1,<base64 HMAC-SHA256 de "id.timestamp.corpo">). Ver docs/webhooks.md.',
    oneOf: WEBHOOK_EVENT_TYPES.map((type) => ({ $ref: `#/components/schemas/${webhookEventSchemaName(type)}` })),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, `#/components/schemas/${webhookEventSchemaName(type)}`])),
    },
  };
}
