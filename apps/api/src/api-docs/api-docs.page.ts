import { type AccessExtension, type OpenApiDocument, type Operation, accessSentence } from './openapi-document';

type Listed = { method: string; path: string; operation: Operation };

/**
 * The document as a page a person reads: routes grouped by module and controller, each with its
 * method, path, access rule and a collapsible input. Rendered here, with no script at all (the
 * Content-Security-Policy allows only our own scripts, and the page needs none); inline style only.
 */
export function apiDocsPage(document: OpenApiDocument, documentUrl: string): string {
  const byTag = operationsByTag(document);
  const groups = document['x-tagGroups'];
  const count = [...byTag.values()].reduce((sum, list) => sum + list.length, 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>${count} routes. Calls are under <code>${escape(document.servers[0]!.url)}</code> and answer the envelope
<code>{ status: 'SUCCESS', result, message? }</code> or <code>{ status: 'FAILED', appsErrorMessages }</code>.
Send the access token as <code>Authorization: Bearer …</code>. The OpenAPI 3.1 document: <a href="${escape(documentUrl)}">${escape(documentUrl)}</a>.</p>
<nav>${groups.map((group) => `<a href="#${anchor(group.name)}">${escape(group.name)}</a>`).join(' ')}</nav>
</header>
<main>
${groups.map((group) => groupSection(group, byTag)).join('\n')}
</main>
</body>
</html>
`;
}

function operationsByTag(document: OpenApiDocument): Map<string, Listed[]> {
  const byTag = new Map<string, Listed[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    const prefix = item.servers?.[0]?.url.replace(/\/$/, '') ?? document.servers[0]!.url;
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0]!;
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        { method: method.toUpperCase(), path: `${prefix}${path}`, operation },
      ]);
    }
  }
  return byTag;
}

function groupSection(group: { name: string; tags: string[] }, byTag: Map<string, Listed[]>): string {
  const tables = group.tags.map((tag) => {
    const rows = (byTag.get(tag) ?? []).map(routeRow).join('\n');
    return `<h3>${escape(tag.split('/')[1] ?? tag)}</h3>\n<table>\n<thead><tr><th>method</th><th>path</th><th>access</th><th>input</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`;
  });
  return `<section id="${anchor(group.name)}">\n<h2>${escape(group.name)}</h2>\n${tables.join('\n')}\n</section>`;
}

function routeRow({ method, path, operation }: Listed): string {
  const access = operation['x-access'];
  return `<tr>
<td><span class="method ${method.toLowerCase()}">${method}</span></td>
<td><code>${escape(path)}</code><div class="handler">${escape(operation.operationId)}</div></td>
<td><span class="access ${access.kind}">${escape(accessLabel(access))}</span><div class="rule">${escape(accessSentence(access))}</div></td>
<td>${inputOf(operation)}</td>
</tr>`;
}

function accessLabel(access: AccessExtension): string {
  return access.kind === 'admin' && access.save ? 'admin (save)' : access.kind;
}

function inputOf(operation: Operation): string {
  const input: Record<string, unknown> = {};
  for (const parameter of operation.parameters ?? [])
    input[`${parameter.in} ${parameter.name}${parameter.required ? '' : '?'}`] = parameter.schema;
  for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {}))
    input[`body (${type})`] = schema;
  if (!Object.keys(input).length) return '<span class="none">none</span>';
  const names = Object.keys(input)
    .map((name) => escape(name))
    .join(', ');
  return `<details><summary>${names}</summary><pre>${escape(JSON.stringify(input, null, 2))}</pre></details>`;
}

function anchor(name: string): string {
  return `group-${name.replace(/[^A-Za-z0-9-]/g, '-')}`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1d2330; background: #f6f7f9; }
header { background: #1f3a5f; color: #fff; padding: 1.25rem 2rem; }
header a { color: #cfe3ff; }
header code { background: rgba(255,255,255,.12); padding: 0 .3em; border-radius: 3px; }
h1 { margin: 0 0 .4rem; font-size: 1.5rem; } h1 small { font-weight: 400; opacity: .75; font-size: .9rem; }
nav { display: flex; flex-wrap: wrap; gap: .4rem; margin-top: .8rem; }
nav a { background: rgba(255,255,255,.14); padding: .15rem .6rem; border-radius: 999px; text-decoration: none; }
main { padding: 1rem 2rem 3rem; max-width: 1200px; }
h2 { margin: 2rem 0 .2rem; font-size: 1.25rem; border-bottom: 2px solid #1f3a5f; padding-bottom: .2rem; }
h3 { margin: 1.2rem 0 .4rem; font-size: 1rem; color: #44506a; }
table { width: 100%; table-layout: fixed; border-collapse: collapse; background: #fff; border: 1px solid #dde1e8; }
th { text-align: left; font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: #5b6478; background: #eef1f5; }
th, td { padding: .45rem .6rem; border-top: 1px solid #e5e8ee; vertical-align: top; }
th:first-child { width: 4.5rem; } th:nth-child(2) { width: 36%; } th:nth-child(3) { width: 28%; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; word-break: break-all; }
.handler, .rule { font-size: .8rem; color: #6b7489; margin-top: .15rem; }
.method { display: inline-block; min-width: 3.2rem; text-align: center; font: 700 .75rem ui-monospace, monospace; padding: .15rem .3rem; border-radius: 4px; color: #fff; background: #6b7489; }
.method.get { background: #2b7a4b; } .method.post { background: #1f5fa8; }
.access { display: inline-block; font-size: .75rem; font-weight: 600; padding: .05rem .45rem; border-radius: 4px; background: #eef1f5; }
.access.public { background: #e3f4e8; color: #1e6b3a; } .access.any-user { background: #e8eefc; color: #254e9c; }
.access.reader { background: #fdf1dc; color: #8a5a00; } .access.admin { background: #fbe4e4; color: #9c2626; }
details summary { cursor: pointer; color: #1f5fa8; font-size: .85rem; }
pre { background: #f3f5f8; border: 1px solid #e1e5eb; padding: .5rem; overflow: auto; white-space: pre-wrap; word-break: break-all; max-height: 24rem; font-size: 12px; }
.none { color: #9aa2b1; font-size: .85rem; }
`;
