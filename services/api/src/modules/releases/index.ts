/**
 * The releases module's face: the automatic canary check (decision 0056), which ends a canary worse than the stable
 * version and promotes a healthy one that asked for it, in the environment's release origin.
 */
export {
  CANARY_CHECK_JOB,
  CANARY_JOB_ACTOR,
  type CanaryCheckSettings,
  canaryCheckFromEnv,
  canaryCheckJob,
  canaryCheckKeeperJob,
  checkCanaries,
  DEFAULT_CANARY_CHECK,
  judgeCanary,
} from './canary-check.ts';
