/**
 * The published contract, checked against real responses: which documented operation a request
 * hit, whether that operation documents the status it got, and whether a JSON body matches the
 * schema the document gives for that status (JSON Schema 2020-12, formats included).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ERROR_SCHEMA_NAME, type OpenApiDocument, openApiDocument } from '../modules/docs/index.ts';

type Json = Record<string, unknown>;

interface DocumentedOperation {
  /** 'GET /api/cars/{id}' */
  name: string;
  method: string;
  pattern: RegExp;
  widePattern: RegExp;
  responses: Record<string, Json>;
  /** How many path parameters: fixed paths are tried first. */
  params: number;
}

export interface ObservedResponse {
  status: number;
  headers: Headers;
  text: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * '/api/cars/{id}' → /^\/api\/cars\/[^/]+$/. Wide, the last parameter may span segments (photo keys
 * do): tried only when no operation matches segment by segment, so /api/cars/host/x stays the host's list.
 */
function patternOf(path: string, wide: boolean): RegExp {
  const parts = path.split(/(\{\w+\})/).filter(Boolean);
  const source = parts
    .map((part, index) => {
      if (!part.startsWith('{')) return escapeRegExp(part);
      return wide && index === parts.length - 1 ? '(?:[^/]+/)*[^/]+' : '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      pattern: patternOf(path, false),
      widePattern: patternOf(path, true),
      responses: operation.responses as Record<string, Json>,
      params: (path.match(/\{/g) ?? []).length,
    })),
  );
  // fixed paths before templated ones: /api/cars/featured is not /api/cars/{id}
  return operations.sort((a, b) => a.params - b.params);
}

export class ContractChecker {
  /** The documented operations a checked response answered, as 'GET /api/cars/{id}'. */
  readonly exercised = new Set<string>();
  private readonly document = openApiDocument();
  private readonly operations = operationsOf(this.document);
  private readonly ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));
  private readonly validators = new Map<string, ValidateFunction>();

  /** The document's operation for a request, or undefined when none matches. */
  operationFor(method: string, pathname: string): DocumentedOperation | undefined {
    const ofMethod = this.operations.filter((operation) => operation.method === method);
    return (
      ofMethod.find((operation) => operation.pattern.test(pathname)) ??
      ofMethod.find((operation) => operation.widePattern.test(pathname))
    );
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // the schema's $refs point at #/components/schemas/…: compile it with the document's components beside it
      validate = this.ajv.compile({ ...schema, components: this.document.components });
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with a response to `method url` (empty when it matches the document). */
  violations(method: string, url: string, response: ObservedResponse): string[] {
    const { pathname } = new URL(url, 'http://api.invalid');
    const operation = this.operationFor(method, pathname);
    // a path no operation has answers the error body with 404, like every other miss
    if (!operation) {
      if (response.status === 404) return this.errorBodyViolations(`${method} ${pathname}`, response);
      return [`${method} ${pathname} is not in the OpenAPI document (answered ${response.status})`];
    }
    this.exercised.add(operation.name);
    const documented =
      operation.responses[String(response.status)] ??
      (response.status >= 500 ? operation.responses.default : undefined);
    if (!documented) {
      return [`${operation.name} answered ${response.status}, which the document does not list: ${response.text}`];
    }
    const content = documented.content as Record<string, { schema?: Json }> | undefined;
    if (!content) return [];
    const contentType = response.headers.get('content-type') ?? '';
    const json = content['application/json'];
    if (!contentType.startsWith('application/json')) {
      const allowed = Object.keys(content);
      const matches = allowed.some(
        (type) => type !== 'application/json' && contentType.startsWith(type.replace('*', '')),
      );
      return matches
        ? []
        : [`${operation.name} ${response.status} sent ${contentType || 'no content type'}, documented: ${allowed}`];
    }
    if (!json) return [`${operation.name} ${response.status} sent JSON, documented: ${Object.keys(content)}`];
    const validate = this.validator(`${operation.name} ${response.status}`, json.schema ?? {});
    if (validate(JSON.parse(response.text))) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${operation.name} ${response.status}: ${error.instancePath || 'body'} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }

  private errorBodyViolations(name: string, response: ObservedResponse): string[] {
    if (!response.headers.get('content-type')?.startsWith('application/json')) {
      return [`${name} ${response.status}: not the JSON error body: ${response.text.slice(0, 200)}`];
    }
    const validate = this.validator('error', { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` });
    if (validate(JSON.parse(response.text))) return [];
    return [`${name} ${response.status}: not the error body: ${response.text}`];
  }

  /** Throws, listing every violation, when the response does not match the document. */
  check(method: string, url: string, response: ObservedResponse): void {
    const violations = this.violations(method, url, response);
    if (violations.length) throw new Error(`Response does not match the OpenAPI document:\n${violations.join('\n')}`);
  }
}

let shared: ContractChecker | undefined;

/** One checker for the test files that opt in: `new TestClient(api.url, { contract: sharedContractChecker() })`. */
export function sharedContractChecker(): ContractChecker {
  shared ??= new ContractChecker();
  return shared;
}
