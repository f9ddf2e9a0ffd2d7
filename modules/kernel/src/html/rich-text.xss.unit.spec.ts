import { RICH_TEXT_TAGS, richTextToPlainText, sanitizeRichText } from './rich-text';

/**
 * Every vector is stored harmlessly: what remains parses to allowlisted tags with allowlisted
 * attributes, every link or image URL is http(s), mailto or /uploads/, and a second pass changes
 * nothing (no mutation: the stored text means the same when parsed again).
 */
const VECTORS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['upper-case script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['nested script split', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['unclosed script', '<script>alert(1)'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror quoted on an upload', '<img src="/uploads/a.png" onerror="alert(1)">'],
  ['body onload', '<body onload=alert(1)>'],
  ['p onclick', '<p onclick="alert(1)">click</p>'],
  ['onmouseover without quotes', '<b onmouseover=alert(1)>x</b>'],
  ['on* with slash separator', '<img/src="/uploads/a.png"/onerror=alert(1)>'],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['javascript href mixed case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['javascript href with tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript href with newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  [
    'javascript href fully entity-encoded',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['protocol-relative image', '<img src="//evil.example/x.png">'],
  ['path traversal upload', '<img src="/uploads/../../etc/passwd">'],
  ['javascript image', '<img src="javascript:alert(1)">'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg use xlink', '<svg><use xlink:href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>'],
  ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['style expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style url javascript', '<span style="background:url(javascript:alert(1))">x</span>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['html comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata trick', '<![CDATA[<script>alert(1)</script>]]>'],
  ['attribute breaking quote', '<a href="https://ok.example/" title="x" onclick="alert(1)">x</a>'],
  ['class and id (style hooks)', '<p class="x" id="y">x</p>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['textarea breakout', '<textarea><script>alert(1)</script></textarea>'],
  ['srcset', '<img src="/uploads/a.png" srcset="javascript:alert(1) 1x">'],
  ['target blank tabnabbing', '<a href="https://ok.example/" target="_blank">x</a>'],
];

const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'span',
  'start',
]);

/** A deliberately simple reading of the output: every `<tag attr="...">` with its attributes. */
function tagsOf(html: string): Array<{ tag: string; attributes: Array<[string, string]> }> {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map((match) => ({
    tag: match[1]!.toLowerCase(),
    attributes: [...match[2]!.matchAll(/([^\s=/]+)="([^"]*)"/g)].map(
      (a) => [a[1]!.toLowerCase(), a[2]!] as [string, string],
    ),
  }));
}

describe('note HTML allowlist', () => {
  test('the allowlist holds no tag that runs, styles, embeds or submits anything', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'link',
      'meta',
      'base',
      'template',
      'textarea',
    ])
      expect(RICH_TEXT_TAGS).not.toContain(tag);
  });

  test.each(VECTORS)('%s is stored harmlessly', (_, vector) => {
    const stored = sanitizeRichText(vector);
    for (const { tag, attributes } of tagsOf(stored)) {
      expect(RICH_TEXT_TAGS).toContain(tag);
      for (const [name, value] of attributes) {
        expect(ALLOWED_ATTRIBUTES).toContain(name);
        if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/i);
        if (name === 'src') expect(value).toMatch(/^(https?:\/\/|\/uploads\/)/i);
      }
      if (tag === 'a' && attributes.some(([name]) => name === 'href'))
        expect(attributes).toContainEqual(['rel', 'noopener noreferrer']);
    }
    // Nothing that reads as markup survives outside an allowed tag: every '<' left is a tag we checked.
    expect(stored.replace(/<\/?[a-zA-Z0-9]+[^>]*>/g, '')).not.toMatch(/</);
    expect(stored).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(stored).not.toMatch(/\son[a-z]+\s*=/i);
    expect(stored).not.toMatch(/style\s*=/i);
    expect(sanitizeRichText(stored)).toBe(stored);
  });

  test('the script tricks leave no script element, only text', () => {
    expect(sanitizeRichText('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</scr</script>ipt>')).not.toMatch(/<script/i);
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  test('what the editor writes survives: headings, lists, tables, links, uploads, emphasis', () => {
    const note = [
      '<h2>Hypertension</h2>',
      '<p>Target <strong>&lt;140/90</strong> in <em>most</em> adults; see the <a href="https://www.heartfoundation.org.au/for-professionals/hypertension" rel="noopener noreferrer">Heart Foundation guideline</a>.</p>',
      '<ul><li>ACE inhibitor</li><li>CCB<sub>1</sub> and x<sup>2</sup></li></ul>',
      '<ol start="3"><li>Review</li></ol>',
      '<table><thead><tr><th colspan="2">Stage</th></tr></thead><tbody><tr><td>1</td><td>140/90</td></tr></tbody></table>',
      '<blockquote>Quote</blockquote><pre><code>code</code></pre><hr />',
      '<p><img src="/uploads/notes/bp-chart.png" alt="BP chart" /><br /><u>under</u> <i>it</i> <b>bold</b> <span>span</span></p>',
      '<p><a href="mailto:help@notebook.example" rel="noopener noreferrer">mail us</a></p>',
    ].join('');
    expect(sanitizeRichText(note)).toBe(note);
  });

  test('links always get rel=noopener; a refused URL leaves the text without the link target', () => {
    expect(sanitizeRichText('<a href="https://ok.example/" target="_blank">x</a>')).toBe(
      '<a href="https://ok.example/" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/relative">x</a>')).toBe('<a>x</a>');
  });

  test('the search text is the words of the note', () => {
    expect(
      richTextToPlainText(sanitizeRichText('<h2>BP</h2><p>Target &lt;140/90 &amp; review</p><ul><li>ACE</li></ul>')),
    ).toBe('BP Target <140/90 & review ACE');
  });
});
