export * from './practice.module';
export * from './akt-session.service';
export * from './akt-sessions/akt-session.events';
export * from './akt-sessions/akt-session.decider';
export * from './akt-sessions/akt-marking';
export * from './queries/akt-session.queries';
export * from './projections/practice.projection';
