// One look for the pages this script writes itself (index and events); Redoc's pages bring their own.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Spec prose: escaped, `code` spans kept, blank lines start paragraphs. */
export function prose(text: string | undefined): string {
  if (!text) return "";
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("\n");
}

const STYLE = `
body {
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24;
  margin: 0 auto; max-width: 72rem; padding: 1.5rem 2rem 4rem;
}
h1 { font-size: 1.9rem; margin-bottom: .25rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; }
h3 { margin-bottom: .4rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .88em; }
code { background: #f2f4f7; padding: 0 .25em; border-radius: 3px; }
pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: .75rem 1rem; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #d0d7de; padding: .3rem .55rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: .75rem 0; }
dt { font-weight: 600; }
dd { margin: 0; }
code.path { overflow-wrap: anywhere; }
.muted { color: #59636e; }
.gap { color: #9a3412; }
a { color: #0b5cad; }
section.message { border-top: 3px solid #0b5cad; margin-top: 2.5rem; padding-top: .25rem; }
`;

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
