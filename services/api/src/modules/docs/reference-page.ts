/**
 * GET /api/docs: the OpenAPI document as a readable page, rendered here (no script, no third-party
 * asset, so the site's Content-Security-Policy holds): operations grouped by tag with who may call
 * them, their parameters, body and responses, then every named schema, linked by anchor.
 */
import { escapeHtml } from '../../lib/html.ts';
import { ACCESS_EXTENSION, EVENTS_EXTENSION, type OpenApiDocument } from './openapi.ts';

type Json = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';
const anchorOf = (name: string) => `schema-${name}`;

/** A short type expression: `string (uuid)`, `Car[]`, `'ok' | 'degraded'`, `object` … with links to named schemas. */
function typeOf(schema: Json | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(COMPONENT_PREFIX.length);
    return `<a href="#${anchorOf(name)}">${escapeHtml(name)}</a>`;
  }
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  if (schema.type === 'array') {
    const items = typeOf(schema.items as Json);
    return items.includes(' | ') ? `(${items})[]` : `${items}[]`;
  }
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    return `map of ${typeOf(schema.additionalProperties as Json)}`;
  }
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return `${escapeHtml(String(schema.type ?? 'any'))}${format}`;
}

/** Bounds worth telling a caller: lengths, ranges, patterns, defaults. */
function constraintsOf(schema: Json): string {
  const notes: string[] = [];
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) notes.push(`at least ${schema.minItems}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems}`);
  if (schema.pattern !== undefined) notes.push(`pattern <code>${escapeHtml(String(schema.pattern))}</code>`);
  if (schema.default !== undefined) notes.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  return notes.join(', ');
}

function describe(schema: Json): string {
  const parts = [typeof schema.description === 'string' ? escapeHtml(schema.description) : '', constraintsOf(schema)];
  return parts.filter(Boolean).join(' — ');
}

/** An object's fields as a table (nested objects inline); any other schema as its type. */
function schemaHtml(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema.type !== 'object' || !schema.properties) return `<p class="type">${typeOf(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(schema.properties as Record<string, Json>).map(([name, property]) => {
    const nested = property.type === 'object' && property.properties ? schemaHtml(property) : '';
    return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="optional">optional</span>'}</td>
      <td>${nested ? 'object' : typeOf(property)}</td><td>${describe(property)}${nested}</td></tr>`;
  });
  const closed = schema.additionalProperties === false ? '' : '<p class="note">Other fields are allowed.</p>';
  return `<table><thead><tr><th>field</th><th>type</th><th>notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>${closed}`;
}

const ACCESS: Record<string, string> = {
  public: 'Public',
  optionalSession: 'Public (a signed-in caller may see more)',
  session: 'Signed in (session cookie)',
  admin: 'Administrators only (session cookie)',
};

const accessOf = (operation: Json) => ACCESS[String(operation[ACCESS_EXTENSION])] ?? ACCESS.public!;

function operationHtml(method: string, path: string, operation: Json): string {
  const id = String(operation.operationId);
  const parameters = ((operation.parameters as Json[] | undefined) ?? []).map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(String(parameter.name))}</code></td><td>${escapeHtml(String(parameter.in))}${
        parameter.required ? '' : ' <span class="optional">optional</span>'
      }</td><td>${typeOf(parameter.schema as Json)}</td><td>${[
        typeof parameter.description === 'string' ? escapeHtml(parameter.description) : '',
        describe(parameter.schema as Json),
      ]
        .filter(Boolean)
        .join(' — ')}</td></tr>`,
  );
  const body = operation.requestBody as { content: Record<string, { schema: Json }> } | undefined;
  const bodyHtml = body
    ? `<h4>Request body <span class="media">${Object.keys(body.content).map(escapeHtml).join(', ')}</span></h4>${schemaHtml(
        Object.values(body.content)[0]?.schema,
      )}`
    : '';
  const responses = Object.entries(operation.responses as Record<string, Json>).map(([status, response]) => {
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
    const shape = media?.schema ? typeOf(media.schema) : mediaType ? escapeHtml(mediaType) : '—';
    const headers = response.headers ? ` Headers: ${Object.keys(response.headers).map(escapeHtml).join(', ')}.` : '';
    return `<tr class="status-${status[0]}xx"><td>${escapeHtml(status)}</td><td>${shape}</td><td>${escapeHtml(
      String(response.description),
    )}${headers}</td></tr>`;
  });
  const events = Object.values(operation.responses as Record<string, Json>)
    .flatMap((response) => Object.values((response.content as Record<string, Json> | undefined) ?? {}))
    .flatMap((media) => Object.entries((media[EVENTS_EXTENSION] as Record<string, Json> | undefined) ?? {}))
    .map(
      ([name, event]) => `<h5>event <code>${escapeHtml(name)}</code></h5>${schemaHtml(event.contentSchema as Json)}`,
    );
  return `<section class="operation" id="${escapeHtml(id)}">
    <h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
    <p>${escapeHtml(String(operation.summary))}</p>
    ${typeof operation.description === 'string' ? `<p class="note">${escapeHtml(operation.description)}</p>` : ''}
    <p class="access">${accessOf(operation)}</p>
    ${parameters.length ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>notes</th></tr></thead><tbody>${parameters.join('')}</tbody></table>` : ''}
    ${bodyHtml}
    <h4>Responses</h4>
    <table><thead><tr><th>status</th><th>body</th><th>when</th></tr></thead><tbody>${responses.join('')}</tbody></table>
    ${events.length ? `<h4>Events</h4>${events.join('')}` : ''}
  </section>`;
}

const STYLES = `
  :root { color-scheme: light; --brand: #5b3df5; --ink: #1f2933; --muted: #52606d; --line: #d9e2ec; --bg: #f5f7fa; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink);
    background: var(--bg); line-height: 1.5; }
  main { max-width: 1040px; margin: 0 auto; padding: 24px; }
  a { color: #4a2ed8; }
  nav ul { columns: 3; padding-left: 18px; }
  h2 { margin-top: 40px; border-bottom: 2px solid var(--line); text-transform: capitalize; }
  .operation, .schema { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px 20px; margin: 16px 0; }
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  h4 { margin: 14px 0 6px; font-size: 0.95rem; }
  .method { display: inline-block; min-width: 56px; text-align: center; border-radius: 6px; padding: 1px 8px; color: #fff;
    font-size: 0.85rem; background: #3e4c59; }
  .method-get { background: #1f7a4d; } .method-post { background: #4a2ed8; } .method-put, .method-patch { background: #9a5b00; }
  table { width: 100%; border-collapse: collapse; font-size: 0.92rem; }
  th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-top: 1px solid var(--line); }
  th { color: var(--muted); font-weight: 600; }
  td table { margin-top: 6px; }
  .optional, .note, .media, .access { color: var(--muted); font-size: 0.88rem; }
  .access { font-weight: 600; }
  .status-4xx td:first-child, .status-5xx td:first-child { color: #b42318; font-weight: 600; }
  .status-2xx td:first-child { color: #1f7a4d; font-weight: 600; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; }
`;

export function renderReferencePage(document: OpenApiDocument): string {
  const info = document.info as { title: string; version: string; description: string };
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = String((operation.tags as string[] | undefined)?.[0] ?? 'other');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
      const link = `<li><a href="#${escapeHtml(String(operation.operationId))}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`;
      toc.set(tag, [...(toc.get(tag) ?? []), link]);
    }
  }
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
  const schemaSections = Object.entries(schemas).map(
    ([name, schema]) =>
      `<section class="schema" id="${anchorOf(escapeHtml(name))}"><h3>${escapeHtml(name)}</h3>${
        typeof schema.description === 'string' ? `<p>${escapeHtml(schema.description)}</p>` : ''
      }${schemaHtml(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(info.title)} reference</title>
  <style>${STYLES}</style>
</head>
<body>
<main>
  <h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
  <p>${escapeHtml(info.description)}</p>
  <p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(String(document.openapi))}).</p>
  <nav aria-label="Operations">${[...toc]
    .map(([tag, links]) => `<h2>${escapeHtml(tag)}</h2><ul>${links.join('')}</ul>`)
    .join('')}<h2>Schemas</h2><ul>${Object.keys(schemas)
    .map((name) => `<li><a href="#${anchorOf(escapeHtml(name))}">${escapeHtml(name)}</a></li>`)
    .join('')}</ul></nav>
  ${[...byTag].map(([tag, operations]) => `<h2>${escapeHtml(tag)}</h2>${operations.join('')}`).join('')}
  <h2>Schemas</h2>
  ${schemaSections.join('')}
</main>
</body>
</html>`;
}
