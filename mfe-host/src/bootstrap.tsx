import { renderStandalone } from '@ladrive/platform';
import remote from '../remote';

// Standalone dev entry: the declared pages inside the providers the shell would give them.
renderStandalone(remote, (name) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${name}.tsx`));
