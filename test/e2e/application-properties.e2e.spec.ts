import { ApiPaths } from '@notebook/contracts';
import type { ApplicationProperties } from '@notebook/contracts';
import { TestApi } from '../support/test-api';

describe('GET public/getApplicationProperties', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.stop());

  test('anyone gets the properties; notebookBaseURL is the origin the request came from', async () => {
    const response = await api.call<ApplicationProperties>(ApiPaths.public.getApplicationProperties, {
      headers: { origin: 'https://notebook.example.org' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'SUCCESS',
      result: {
        imageUploadBaseURL: '/uploads/images/',
        externalLogoURL: null,
        facebookPageURL: null,
        notebookBaseURL: 'https://notebook.example.org',
        afterPayEnabled: 'N',
        stripePublishableKey: null,
        aktAnswerOptions: 15,
        msqAnswerOptions: 24,
        supportEmail: 'support@notebook.test',
        supportPhone: '+61 2 9000 0000',
      },
    });
  });

  test('without an Origin header the base URL is the host the request was sent to', async () => {
    const response = await api.call<ApplicationProperties>(ApiPaths.public.getApplicationProperties);
    if (response.body.status !== 'SUCCESS') throw new Error('expected success');
    expect(response.body.result.notebookBaseURL).toBe(new URL(api.baseUrl).origin);
  });
});

describe('payments settings: Afterpay and the Stripe Payment Element', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({
      env: { AFTERPAY_ENABLED: 'Y', STRIPE_SECRET_KEY: 'sk_test_props', STRIPE_PUBLISHABLE_KEY: 'pk_test_props' },
    });
  });
  afterAll(() => api.stop());

  test('afterPayEnabled follows AFTERPAY_ENABLED; with Stripe the publishable key is given and the policy lets Stripe.js and its frames in', async () => {
    const response = await api.call<ApplicationProperties>(ApiPaths.public.getApplicationProperties);
    if (response.body.status !== 'SUCCESS') throw new Error('expected success');
    expect(response.body.result).toMatchObject({ afterPayEnabled: 'Y', stripePublishableKey: 'pk_test_props' });
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });
});

describe('msqAnswerOptions follows the server setting', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ env: { MSQ_ANSWER_OPTIONS: '20' } });
  });
  afterAll(() => api.stop());

  test('MSQ_ANSWER_OPTIONS=20 is reported as 20, the same limit the MSQ saves use', async () => {
    const response = await api.call<ApplicationProperties>(ApiPaths.public.getApplicationProperties);
    if (response.body.status !== 'SUCCESS') throw new Error('expected success');
    expect(response.body.result.msqAnswerOptions).toBe(20);
  });
});

describe('the footer’s support details and social group link follow the server settings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({
      env: {
        SUPPORT_EMAIL: 'help@gp-exam.example',
        SUPPORT_PHONE: '',
        SOCIAL_GROUP_URL: 'https://www.facebook.com/groups/gp-exam',
      },
    });
  });
  afterAll(() => api.stop());

  test('SUPPORT_EMAIL and SOCIAL_GROUP_URL are reported; an empty SUPPORT_PHONE is null (the footer hides it)', async () => {
    const response = await api.call<ApplicationProperties>(ApiPaths.public.getApplicationProperties);
    if (response.body.status !== 'SUCCESS') throw new Error('expected success');
    expect(response.body.result).toMatchObject({
      supportEmail: 'help@gp-exam.example',
      supportPhone: null,
      facebookPageURL: 'https://www.facebook.com/groups/gp-exam',
    });
  });
});
