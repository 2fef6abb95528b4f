// The Rspack loader of the catalogs (see compile-catalog.ts): the JSON stays JSON, its texts compiled.
import { compileCatalog } from './compile-catalog.ts';

export default function catalogLoader(source) {
  return compileCatalog(source);
}
