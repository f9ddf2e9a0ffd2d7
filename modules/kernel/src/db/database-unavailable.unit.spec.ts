import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a refused connection (the server is down)', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection cut under a client', new Error('Connection terminated unexpectedly')],
    ['the server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['the server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006', 'connection failure')],
    ['no free connection (53300)', withCode('53300', 'sorry, too many clients already')],
    ['a pool that found no connection in time', new Error('timeout exceeded when trying to connect')],
    ['an outage wrapped as the cause of another error', new Error('append failed', { cause: withCode('ECONNRESET') })],
  ])('%s: yes', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error in our SQL', withCode('42601', 'syntax error at or near "FROM"')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', undefined],
  ])('%s: no', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
