export * from './mf/remotes-manifest.ts';
