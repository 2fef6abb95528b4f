import { defineRemoteConfig } from '@ladrive/shared-ui/build';
import remote from './remote.ts';

export default defineRemoteConfig(remote);
