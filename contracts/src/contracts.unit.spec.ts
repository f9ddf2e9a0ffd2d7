import { changePasswordRequest, hasPrivilege, saveTopicRequest, apiUrl, ApiPaths } from './index';

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
    const tooLong = saveTopicRequest.safeParse({ chapterID: '0190a0b0-0000-7000-8000-000000000001', topicName: 'x'.repeat(201) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['topicName'], message: 'Max length is 200' });
  });
  test('a blank name is Required', () => {
    const blank = saveTopicRequest.safeParse({ chapterID: '0190a0b0-0000-7000-8000-000000000001', topicName: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Required');
  });
  test("new and confirm passwords must match: 'Password not match'", () => {
    const result = changePasswordRequest.safeParse({ oldPassword: 'x', newPassword: 'abcdefgh', newPasswordConfirm: 'abcdefgX' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['newPasswordConfirm'], message: 'Password not match' });
  });
  test('unknown fields are stripped', () => {
    const parsed = saveTopicRequest.parse({ chapterID: '0190a0b0-0000-7000-8000-000000000001', topicName: 'A', isAdmin: true }) as Record<string, unknown>;
    expect(parsed.isAdmin).toBeUndefined();
  });
});

test('apiUrl fills path parameters', () => {
  expect(apiUrl(ApiPaths.adminChapter.getAKTQuestionList, { topicID: 'a/b' })).toBe('/api/adminChapter/getAKTQuestionList/a%2Fb');
});
