/**
 * OpenTelemetry traces of HTTP and PostgreSQL, off by default: set OTEL_EXPORTER_OTLP_ENDPOINT (an OTLP/HTTP
 * collector, e.g. http://otel-collector:4318) and every request becomes a trace with a span per SQL query, exported
 * as OTLP JSON to `<endpoint>/v1/traces`; OTEL_SERVICE_NAME names the service (default `ladrive-api`) and the SDK's
 * other OTEL_* variables apply. Loaded before the API (`node --import ./src/tracing.ts src/server.ts`): the API is
 * ES modules, so `http` and `pg` are patched through import-in-the-middle's loader hook, which must be registered
 * before they are imported.
 */
import { register } from 'node:module';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'ladrive-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new HttpInstrumentation(), new PgInstrumentation()],
  });
  // spans go out in batches (OTEL_BSP_SCHEDULE_DELAY, 5 s by default)
  sdk.start();
}
