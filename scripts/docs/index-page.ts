// The index is the one place that links every page and lists every x-not-shown gap, so a reader
// sees what the reference leaves open without opening each spec.
import type { DocsPage, DocsSite } from "./site.js";
import { escapeHtml, htmlPage } from "./html.js";

export function indexPage({ pages, gaps }: DocsSite): string {
  const link = (page: DocsPage) =>
    `<a href="${escapeHtml(page.file)}">${escapeHtml(`${page.title} ${page.version}`)}</a>`;
  const list = (kind: DocsPage["kind"]) =>
    pages
      .filter((page) => page.kind === kind)
      .map((page) => `<li>${link(page)} <span class="muted">(${escapeHtml(page.spec)})</span></li>`)
      .join("\n");
  const rows = gaps
    .map(
      (gap) =>
        `<tr><td>${escapeHtml(gap.spec)}</td><td><code ` +
        `class="path">${escapeHtml(gap.path)}</code></td>` +
        `<td>${escapeHtml(gap.text)}</td></tr>`,
    )
    .join("\n");
  return htmlPage(
    "integration-contracts reference docs",
    `<h1>integration-contracts reference docs</h1>
<p class="muted">Made by <code>npm run docs</code> from the bundled specs in <code>generated/specs</code>.
Every page works offline.</p>
<h2>Services (OpenAPI)</h2>
<ul>
${list("openapi")}
</ul>
<h2>Events (AsyncAPI)</h2>
<ul>
${list("asyncapi")}
</ul>
<h2 id="gaps">Gaps: what the reference does not show (${gaps.length})</h2>
<p>Where the reference says "not shown" the specs do not invent: they stay open and record the gap as
<code>x-not-shown</code> on the nearest object.</p>
<table>
<thead><tr><th>spec</th><th>where (JSON path)</th><th>not shown</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}
