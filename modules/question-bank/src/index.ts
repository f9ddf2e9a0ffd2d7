export * from './rich-text';
export * from './shared/answers';
export * from './shared/choice-question.decider';
export * from './akt/akt-question.decider';
export * from './msq/msq-question.decider';
export * from './kfp/kfp-case.decider';
