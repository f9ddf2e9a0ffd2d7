import { aktSessionEventSchemas } from './akt-sessions/akt-session.events';
import { msqSessionEventSchemas } from './msq-sessions/msq-session.events';
import { kfpAttemptEventSchemas } from './kfp-attempts/kfp-attempt.events';

/** Every event the practice module records, with its schema; the composition roots register this list. */
export const practiceEventSchemas = [
  ...aktSessionEventSchemas,
  ...msqSessionEventSchemas,
  ...kfpAttemptEventSchemas,
] as const;
