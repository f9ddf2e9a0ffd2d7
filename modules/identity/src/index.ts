export * from './identity.module';
export * from './identity.service';
export * from './identity.factory';
export * from './projections/identity.projection';
export * from './passwords/password-hasher';
export * from './users/user.events';
export * from './users/user.decider';
export * from './roles/role.decider';
export { DEFAULT_LOGIN_RATE_LIMITS, type LoginRateLimits } from './sessions/login-rate-limiter';
