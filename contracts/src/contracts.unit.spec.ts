import {
  changePasswordRequest,
  hasPrivilege,
  saveTopicRequest,
  apiUrl,
  ApiPaths,
  savePricingPlanRequest,
  searchRequest,
  pageRequest,
} from './index';

describe('hasPrivilege (spec section 6)', () => {
  test('an empty requirement allows', () => {
    expect(hasPrivilege([], undefined)).toBe(true);
    expect(hasPrivilege([], [])).toBe(true);
    expect(hasPrivilege([], '  ')).toBe(true);
  });
  test('names are trimmed on both sides', () => {
    expect(hasPrivilege([' A.B '], 'A.B ')).toBe(true);
  });
  test('a list allows on any one code', () => {
    expect(hasPrivilege(['B'], ['A', 'B'])).toBe(true);
    expect(hasPrivilege(['C'], ['A', 'B'])).toBe(false);
  });
});

describe('request schemas', () => {
  test('strings are trimmed and over-long names get the spec message', () => {
    const ok = saveTopicRequest.parse({ chapterID: '0190a0b0-0000-7000-8000-000000000001', topicName: '  Asthma  ' });
    expect(ok.topicName).toBe('Asthma');
    expect(ok.status).toBe('ACT');
    const tooLong = saveTopicRequest.safeParse({
      chapterID: '0190a0b0-0000-7000-8000-000000000001',
      topicName: 'x'.repeat(201),
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['topicName'], message: 'Max length is 200' });
  });
  test('a blank name is Required', () => {
    const blank = saveTopicRequest.safeParse({ chapterID: '0190a0b0-0000-7000-8000-000000000001', topicName: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Required');
  });
  test("new and confirm passwords must match: 'Password not match'", () => {
    const result = changePasswordRequest.safeParse({
      oldPassword: 'x',
      newPassword: 'abcdefgh',
      newPasswordConfirm: 'abcdefgX',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['newPasswordConfirm'], message: 'Password not match' });
  });
  test('unknown fields are stripped', () => {
    const parsed = saveTopicRequest.parse({
      chapterID: '0190a0b0-0000-7000-8000-000000000001',
      topicName: 'A',
      isAdmin: true,
    }) as Record<string, unknown>;
    expect(parsed.isAdmin).toBeUndefined();
  });
});

test('apiUrl fills path parameters', () => {
  expect(apiUrl(ApiPaths.adminChapter.getAKTQuestionList, { topicID: 'a/b' })).toBe(
    '/api/adminChapter/getAKTQuestionList/a%2Fb',
  );
});

describe('numbers get the spec messages (section 5)', () => {
  const plan = { planName: 'Monthly', price: 49, periodCount: 1, periodUnit: 'MONTH' };
  const firstMessage = (input: Record<string, unknown>, field: string) =>
    savePricingPlanRequest.safeParse({ ...plan, ...input }).error?.issues.find((issue) => issue.path[0] === field)
      ?.message;

  test.each([
    [{ price: undefined }, 'price', 'Required'],
    [{ price: 'twelve' }, 'price', 'Not a Number'],
    [{ price: 12.345 }, 'price', 'Can have only 2 decimals'],
    [{ price: -1 }, 'price', 'Min Value is 0'],
    [{ price: 100_001 }, 'price', 'Max Value is 100000'],
    [{ periodCount: 1.5 }, 'periodCount', 'Can have only 0 decimals'],
    [{ periodCount: 0 }, 'periodCount', 'Min Value is 1'],
  ])('%j: %s says %s', (input, field, message) => {
    expect(firstMessage(input, field)).toBe(message);
  });

  test('two decimals pass, binary fractions included', () => {
    expect(savePricingPlanRequest.safeParse({ ...plan, price: 0.1 + 0.2 }).success).toBe(true);
    expect(savePricingPlanRequest.parse({ ...plan, price: 149.99 }).price).toBe(149.99);
  });

  test('numbers sent as text are read, and refused with the same messages', () => {
    expect(pageRequest.parse({ page: '2', rows: '20' })).toEqual({ page: 2, rows: 20 });
    expect(pageRequest.safeParse({ rows: '500' }).error?.issues[0]?.message).toBe('Max Value is 100');
    expect(searchRequest.safeParse({ searchKey: 'asthma', limit: 'lots' }).error?.issues[0]?.message).toBe(
      'Not a Number',
    );
    expect(searchRequest.safeParse({ searchKey: 'asthma', limit: 0 }).error?.issues[0]?.message).toBe('Min Value is 1');
  });
});
