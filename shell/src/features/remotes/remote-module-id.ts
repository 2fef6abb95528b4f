/** The id `loadRemote` takes: `mfe_static` + `./HelpCenter` → `mfe_static/HelpCenter`. */
export function remoteModuleId(remoteName: string, module: string): string {
  return `${remoteName}/${module.replace(/^\.\//, '')}`;
}
