import { defineRemoteConfig } from '@ladrive/platform/build';
import remote from './remote.ts';

export default defineRemoteConfig(remote);
