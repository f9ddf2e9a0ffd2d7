// Integration and end-to-end tests talk to real services and a real browser: allow them longer
// than jest's 5 s default. Speed targets live in `npm run bench`, never in test timeouts.
jest.setTimeout(60_000);
