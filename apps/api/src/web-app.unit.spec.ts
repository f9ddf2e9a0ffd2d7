import { withPageHead } from './web-app';

const BUILT = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Built description." /><title>Notebook</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const head = {
  title: `Notes & "AKT" <practice> it's $& $' $1`,
  description: 'Candidates > 2025',
  keywords: 'RACGP, AKT',
  imageURL: 'https://notebook.example/share.png?size=1&v="2"',
  url: 'https://notebook.example/public',
};

describe('a page’s head in the HTML the server sends', () => {
  const html = withPageHead(BUILT, head);
  const headPart = html.slice(0, html.indexOf('</head>'));

  test('the built title and description give way to the page’s own, once each', () => {
    expect(headPart.match(/<title>/g)).toHaveLength(1);
    expect(headPart.match(/name="description"/g)).toHaveLength(1);
    expect(headPart).not.toContain('Built description.');
  });

  test('every value is escaped, and $ patterns stay text', () => {
    expect(headPart).toContain('<title>Notes &amp; &quot;AKT&quot; &lt;practice&gt; it&#39;s $&amp; $&#39; $1</title>');
    expect(headPart).toContain(
      '<meta property="og:image" content="https://notebook.example/share.png?size=1&amp;v=&quot;2&quot;" />',
    );
    expect(headPart).toContain('<link rel="canonical" href="https://notebook.example/public" />');
    expect(headPart).toContain('<meta property="og:url" content="https://notebook.example/public" />');
    expect(headPart).toContain('<meta name="keywords" content="RACGP, AKT" />');
  });

  test('the rest of the page is as built', () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<body><div id="root"></div></body></html>');
  });
});
