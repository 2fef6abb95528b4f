/**
 * The OpenAPI 3.1 document of the API, generated from the contracts' operation table
 * (`API_OPERATIONS`) and its valibot schemas with `@valibot/to-json-schema`: responses in output
 * form, requests in input form (what a caller sends, before trimming and defaults).
 */
import { CAR_SEARCH_HEADERS, SESSION_COOKIE } from '@ladrive/contracts';
import {
  API_OPERATIONS,
  type ApiOperation,
  type ApiOtherResponse,
  apiResponseSchemas,
} from '@ladrive/contracts/operations';
import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export const ERROR_SCHEMA_NAME = 'ApiErrorBody';
/** Who may call an operation (`ApiAccess`), beyond what `security` can say (admins are signed-in users too). */
export const ACCESS_EXTENSION = 'x-access';

/** Where in the document the component schemas live (`overrideRef` points every `$ref` there). */
const COMPONENTS_PATH = '#/components/schemas/';

const responseSchemas = apiResponseSchemas();

const baseConfig: ConversionConfig = {
  target: 'draft-2020-12',
  definitions: responseSchemas,
  overrideRef: ({ referenceId }) => `${COMPONENTS_PATH}${referenceId}`,
};
/** Requests: what the caller sends. Checks only code can express (a routing checksum) are left to the 400s. */
const requestConfig: ConversionConfig = { ...baseConfig, typeMode: 'input', errorMode: 'ignore' };
const responseConfig: ConversionConfig = { ...baseConfig, typeMode: 'output' };

type Json = Record<string, unknown>;

/** A schema to embed in the document: no `$schema` (the document's dialect applies) and no local `$defs`. */
function embedded(schema: v.GenericSchema, config: ConversionConfig): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...rest } = toJsonSchema(schema, config) as Json;
  return rest as JsonSchema;
}

/** 'GET /api/cars/:id' → { method: 'get', path: '/api/cars/{id}', params: ['id'] }. */
export function splitEndpoint(endpoint: string): { method: string; path: string; params: string[] } {
  const [method = '', template = ''] = endpoint.split(' ');
  const params = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return { method: method.toLowerCase(), path: template.replace(/:(\w+)/g, '{$1}'), params };
}

const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** 'GET /api/cars/:id/reviews' → 'getCarsByIdReviews'. */
function operationId(endpoint: string): string {
  const { method, path } = splitEndpoint(endpoint);
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `By${capitalize(word.slice(1, -1))}` : capitalize(word)));
  return method + words.join('');
}

/** The object entries of a query or headers schema, also when the object sits inside a pipe (after a normalising transform). */
function parameterEntries(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  const withParts = schema as v.GenericSchema & { entries?: Record<string, v.GenericSchema>; pipe?: unknown[] };
  if (withParts.entries) return withParts.entries;
  for (const item of withParts.pipe ?? []) {
    if (item !== schema && (item as { kind?: string }).kind === 'schema') {
      const entries = parameterEntries(item as v.GenericSchema);
      if (Object.keys(entries).length) return entries;
    }
  }
  return {};
}

/** The tag is the path's first segment after /api, with the few stand-alone paths put with their kin. */
const TAG_OF_SEGMENT: Readonly<Record<string, string>> = {
  login: 'auth',
  signup: 'auth',
  logout: 'auth',
  'car-images': 'cars',
  photos: 'cars',
  health: 'platform',
  'openapi.json': 'platform',
  docs: 'platform',
};
function tagOf(endpoint: string): string {
  const segment = splitEndpoint(endpoint).path.split('/')[2] ?? '';
  return TAG_OF_SEGMENT[segment] ?? segment;
}

const errorJson = { 'application/json': { schema: { $ref: `${COMPONENTS_PATH}${ERROR_SCHEMA_NAME}` } } };
/** A form post that fails gets its page back, with the errors on it, under the same status. */
const formErrorContent = { ...errorJson, 'text/html': {} };

/** Where a text/event-stream response names its events: OpenAPI 3.1 has no word for them. */
export const EVENTS_EXTENSION = 'x-events';

function otherResponse(response: ApiOtherResponse & { schema?: v.GenericSchema }) {
  if (response.schema) {
    return {
      description: response.description,
      content: { 'application/json': { schema: embedded(response.schema, responseConfig) } },
    };
  }
  if (!response.mediaType) return { description: response.description };
  const media: Json = {};
  if (response.events) {
    media[EVENTS_EXTENSION] = Object.fromEntries(
      Object.entries(response.events).map(([name, schema]) => [
        name,
        { contentMediaType: 'application/json', contentSchema: embedded(schema, responseConfig) },
      ]),
    );
  }
  return { description: response.description, content: { [response.mediaType]: media } };
}

const pageHeaders = {
  [CAR_SEARCH_HEADERS.totalCount]: { description: 'How many rows match', schema: { type: 'integer' } },
  [CAR_SEARCH_HEADERS.totalExact]: {
    description: 'false when the total is a bound: at least that many rows match',
    schema: { type: 'boolean' },
  },
  [CAR_SEARCH_HEADERS.page]: { description: 'The page served (1-based)', schema: { type: 'integer' } },
  [CAR_SEARCH_HEADERS.pageSize]: { description: 'The page size served', schema: { type: 'integer' } },
};

const retryAfterHeader: Json = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};

/** The errors every operation of this kind can answer, then the operation's own. */
function errorResponses(method: string, operation: ApiOperation): Record<string, Json> {
  const errors: Record<number, string> = {};
  if (operation.query || operation.headers || operation.body)
    errors[400] = 'A parameter or field is missing or invalid: issues names each one';
  if (operation.access === 'session' || operation.access === 'admin') errors[401] = 'Not signed in';
  if (operation.access === 'admin') errors[403] = 'Not an administrator';
  if (method !== 'get') errors[403] = errors[403] ?? 'The request comes from another site (Origin)';
  if (operation.body) errors[413] = 'The body is too large';
  Object.assign(errors, operation.errors);
  // every route needs PostgreSQL or the object store (health reports it in its own body)
  if (operation.usesDependencies !== false && !operation.alsoAnswers?.[503])
    errors[503] = 'PostgreSQL or the object store cannot be reached: nothing was written, try again after Retry-After';
  const content = operation.body?.form ? formErrorContent : errorJson;
  const responses = Object.entries(errors).map(([status, description]) => [
    status,
    status === '503' ? { description, content, headers: retryAfterHeader } : { description, content },
  ]);
  return Object.fromEntries([
    ...responses,
    ['default', { description: 'A failure on our side (500, logged): nothing was written', content: errorJson }],
  ]);
}

function operationObject(endpoint: string, operation: ApiOperation): Json {
  const { method, params } = splitEndpoint(endpoint);
  const parameters: Json[] = [
    ...params.map((name) => ({
      name,
      in: 'path',
      required: true,
      description: operation.params?.[name],
      schema: { type: 'string' },
    })),
    ...(['query', 'headers'] as const).flatMap((part) =>
      Object.entries(operation[part] ? parameterEntries(operation[part]) : {}).map(([name, schema]) => ({
        name,
        in: part === 'query' ? 'query' : 'header',
        required: schema.type !== 'optional',
        schema: embedded(schema, requestConfig),
      })),
    ),
  ];
  const { ok } = operation;
  const okResponse: Json = ok.schema
    ? { description: ok.description, content: { 'application/json': { schema: embedded(ok.schema, responseConfig) } } }
    : otherResponse({ ...ok.other, description: ok.description });
  if (operation.paged) okResponse.headers = pageHeaders;
  const responses: Json = { [ok.status]: okResponse };
  for (const [status, response] of Object.entries(operation.alsoAnswers ?? {})) {
    responses[status] = otherResponse(response);
  }
  Object.assign(responses, errorResponses(method, operation));

  const document: Json = {
    operationId: operationId(endpoint),
    summary: operation.summary,
    tags: [tagOf(endpoint)],
    security: SECURITY[operation.access],
    [ACCESS_EXTENSION]: operation.access,
    parameters,
    responses,
  };
  if (operation.description) document.description = operation.description;
  if (operation.body) {
    const schema = embedded(operation.body.schema, requestConfig);
    const content: Json = { 'application/json': { schema } };
    if (operation.body.form) content['application/x-www-form-urlencoded'] = { schema };
    document.requestBody = { required: true, content };
  }
  return document;
}

const SECURITY: Record<ApiOperation['access'], Json[]> = {
  public: [],
  optionalSession: [{}, { session: [] }],
  session: [{ session: [] }],
  admin: [{ session: [] }],
};

export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>> };

function build(): OpenApiDocument {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [endpoint, operation] of Object.entries(API_OPERATIONS) as [string, ApiOperation][]) {
    const { method, path } = splitEndpoint(endpoint);
    paths[path] ??= {};
    paths[path][method] = operationObject(endpoint, operation);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'LA Drive API',
      version: '1.0.0',
      description:
        'Peer-to-peer car rental for Los Angeles. Money is a decimal string ("49.99"), dates are YYYY-MM-DD in ' +
        'Los Angeles time, timestamps ISO 8601. Every error body is { message, issues? }. Generated from the valibot ' +
        'schemas of services/contracts.',
    },
    paths,
    components: {
      schemas: toJsonSchemaDefs(responseSchemas, responseConfig),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /api/login or POST /api/signup',
        },
      },
    },
  };
}

let document: OpenApiDocument | undefined;

/** The document (built once: the table and the schemas are fixed for the life of the process). */
export function openApiDocument(): OpenApiDocument {
  document ??= build();
  return document;
}
