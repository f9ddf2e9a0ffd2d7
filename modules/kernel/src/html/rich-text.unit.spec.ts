import { isBlankRichText, sanitizeRichText } from './rich-text';

describe('rich text sanitiser', () => {
  test.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()" onmouseover="x">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<svg onload="alert(1)"><script>alert(1)</script></svg>ok', 'ok'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<iframe src="https://evil.example"></iframe>text', 'text'],
    ['<p style="background:url(javascript:x)">s</p>', '<p>s</p>'],
  ])('%s', (dirty, clean) => expect(sanitizeRichText(dirty)).toBe(clean));

  test('keeps what the editors produce', () => {
    const html =
      '<h2>Plan</h2><p><strong>B</strong> <em>i</em> <u>u</u> H<sub>2</sub>O x<sup>2</sup></p><ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
      '<a href="https://www.heartfoundation.org.au">Heart Foundation</a><a href="mailto:a@b.c">mail</a><img src="/uploads/ecg.png" alt="ECG"><blockquote>q</blockquote><pre><code>x</code></pre>';
    const expected = html
      .replace('alt="ECG">', 'alt="ECG" />')
      .replace(/<a href="([^"]+)">/g, '<a href="$1" rel="noopener noreferrer">');
    expect(sanitizeRichText(html)).toBe(expected);
  });

  test("a remote image is dropped (no third-party calls from a reader's browser); an uploaded one stays", () => {
    expect(
      sanitizeRichText(
        '<p>ECG<img src="https://tracker.example/pixel.png"><img src="//cdn.example/x.png"><img src="/uploads/images/a.png"></p>',
      ),
    ).toBe('<p>ECG<img src="/uploads/images/a.png" /></p>');
  });

  test('blank HTML counts as empty', () => {
    expect(isBlankRichText('<p></p>')).toBe(true);
    expect(isBlankRichText('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankRichText('<p><img src="/uploads/a.png" /></p>')).toBe(false);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });
});
