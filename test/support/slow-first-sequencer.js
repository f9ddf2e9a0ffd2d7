/**
 * Runs the e2e files that take longest first, so the two workers finish together instead of one file
 * of a minute or more (much of it waiting on a real clock: a mock exam's window, a killed process's
 * lease) starting last while the other worker sits idle. Jest orders by the last run's durations when
 * its cache has them; a clean clone (CI) has none, and Jest then goes by file size. The seconds below
 * were measured on the 2-core machine (two workers); files not listed follow, largest first. A guide
 * to order only: a wrong figure slows the run a little and fails nothing.
 */
const Sequencer = require('@jest/test-sequencer').default;
const { relative } = require('node:path');

const SECONDS = {
  'test/e2e/accessibility-browser.e2e.spec.ts': 105,
  'test/e2e/faults.e2e.spec.ts': 98,
  'test/e2e/mock-exams-browser.e2e.spec.ts': 72,
  'test/e2e/access-matrix.e2e.spec.ts': 70,
  'test/e2e/accounts-browser.e2e.spec.ts': 51,
  'test/e2e/payments-browser.e2e.spec.ts': 51,
  'test/e2e/pricing-browser.e2e.spec.ts': 48,
  'test/e2e/question-bank-browser.e2e.spec.ts': 46,
  'test/e2e/webinars-browser.e2e.spec.ts': 42,
  'test/e2e/practice-akt-browser.e2e.spec.ts': 41,
  'test/e2e/payments.e2e.spec.ts': 39,
  'test/e2e/several-machines.e2e.spec.ts': 39,
  'test/e2e/admin-notes-order-browser.e2e.spec.ts': 37,
  'test/e2e/reading-browser.e2e.spec.ts': 36,
  'test/e2e/pricing-categories-browser.e2e.spec.ts': 34,
  'test/e2e/reader-extras-browser.e2e.spec.ts': 33,
  'test/e2e/contact-us-browser.e2e.spec.ts': 33,
  'test/e2e/admin-contact-us-browser.e2e.spec.ts': 33,
  'test/e2e/content-source.e2e.spec.ts': 32,
  'test/e2e/site-content-browser.e2e.spec.ts': 32,
  'test/e2e/oauth-sign-in.e2e.spec.ts': 28,
  'test/e2e/review-browser.e2e.spec.ts': 27,
  'test/e2e/subscriber-home-browser.e2e.spec.ts': 26,
  'test/e2e/admin-notes-browser.e2e.spec.ts': 26,
  'test/e2e/payment-worker.e2e.spec.ts': 25,
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    // Jest's own order (the cached durations, else size) breaks ties and places the files not listed.
    const jestOrder = super.sort(tests);
    const secondsOf = (test) => SECONDS[relative(test.context.config.rootDir, test.path)] ?? 0;
    return [...jestOrder].sort((a, b) => secondsOf(b) - secondsOf(a));
  }
}

module.exports = SlowFirstSequencer;
