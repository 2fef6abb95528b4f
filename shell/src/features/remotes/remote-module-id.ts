/** The id `loadRemote` takes: `mfe_static` + `./HelpCenter` → `mfe_static/HelpCenter`. */
export function remoteModuleId(remoteName: string, module: string): string {
  return `${remoteName}/${module.replace(/^\.\//, '')}`;
}

/** The remote a module id belongs to: `mfe_static/HelpCenter` → `mfe_static`. */
export const remoteNameOf = (id: string): string => id.split('/')[0] ?? id;
