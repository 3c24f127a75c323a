// The inspector's files (`/_sandbox/ui/`): a page, its script and its style, made by `npm run build`
// into the tools package's dist/inspector/, served as they are from every service port. The page
// holds no state of the sandbox: everything it shows comes from the control API, with the control
// token when one is set, so the files themselves need none.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join } from "node:path";
import { problem, type SandboxAnswer } from "../kernel/answer.js";

/** Where the inspector is served, on every port. */
export const INSPECTOR_PATH = "/_sandbox/ui/";

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

// The page may load only its own files and talk only to its own origin: no CDN, font or beacon can
// slip in, and a browser refuses anything else the bundle might try.
const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  // no-store, not no-cache: the page's address may carry `?token=<control token>`, which a cached
  // copy would keep on disk with the browser's cache and session files.
  "cache-control": "no-store",
};

/**
 * The folder `npm run build` writes the inspector to, in the tools package: the tools import themselves by
 * name (the package exports ./package.json), from the installed bundle as from their sources in tools/src/.
 */
export function inspectorAssetsDir(): string {
  return join(
    dirname(createRequire(import.meta.url).resolve("@integration-platform/contracts-tools/package.json")),
    "dist",
    "inspector",
  );
}

/** The inspector's files read once, by name; `undefined` when it was not built. */
export function loadInspectorAssets(
  dir: string = inspectorAssetsDir(),
): ReadonlyMap<string, { body: Uint8Array; contentType: string }> | undefined {
  if (!existsSync(join(dir, "index.html"))) return undefined;
  const files = new Map<string, { body: Uint8Array; contentType: string }>();
  for (const name of readdirSync(dir)) {
    const contentType = MEDIA_TYPES[extname(name)];
    if (contentType !== undefined) files.set(name, { body: readFileSync(join(dir, name)), contentType });
  }
  return files;
}

/** The answer to a request under `/_sandbox/ui`, or `undefined` when the path is not the inspector's. */
export function inspectorAnswer(
  method: string,
  path: string,
  assets: ReturnType<typeof loadInspectorAssets>,
): SandboxAnswer | undefined {
  if (path === INSPECTOR_PATH.slice(0, -1)) return { status: 308, headers: { location: INSPECTOR_PATH } };
  if (!path.startsWith(INSPECTOR_PATH)) return undefined;
  if (method !== "GET" && method !== "HEAD") {
    return {
      ...problem(405, "Method Not Allowed", `${method} ${path}: the inspector's files are read with GET or HEAD`),
      headers: { allow: "GET, HEAD" },
    };
  }
  if (assets === undefined) {
    return problem(
      503,
      "Inspector not built",
      `the inspector's files are not in ${inspectorAssetsDir()}: run ` +
        `npm run build (in this repository, npm start builds them)`,
    );
  }
  const name = path === INSPECTOR_PATH ? "index.html" : path.slice(INSPECTOR_PATH.length);
  const file = assets.get(name);
  if (file === undefined) return problem(404, "Not Found", `the inspector has no file ${JSON.stringify(name)}`);
  return { status: 200, headers: SECURITY_HEADERS, contentType: file.contentType, body: file.body };
}
