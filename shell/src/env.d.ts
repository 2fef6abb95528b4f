/** Build-time settings Rsbuild replaces (its `PUBLIC_` variables, read from the environment of `pnpm build`). */
interface ImportMetaEnv {
  /** The share of page views that send browser reports, 0–1 (default 1: every one). */
  readonly PUBLIC_RUM_SAMPLE_RATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
