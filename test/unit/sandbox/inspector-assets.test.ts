// How /_sandbox/ui/ is answered from the inspector's built files: only GET and HEAD, only the files
// the build wrote, a page policy that keeps it on its own origin, and a clear 503 when it was not built.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inspectorAnswer, loadInspectorAssets } from "../../../tools/src/sandbox/inspector/assets.js";

function built(): ReturnType<typeof loadInspectorAssets> {
  const dir = mkdtempSync(join(tmpdir(), "inspector-assets-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html>");
  writeFileSync(join(dir, "app.js"), "export {};");
  writeFileSync(join(dir, "app.css"), "body{}");
  writeFileSync(join(dir, "notes.txt"), "not served");
  return loadInspectorAssets(dir);
}

describe("the inspector's files", () => {
  const assets = built();
  it("/_sandbox/ui/ is the page, each built file is served with its media type and the page policy", () => {
    const page = inspectorAnswer("GET", "/_sandbox/ui/", assets)!;
    expect(page).toMatchObject({ status: 200, contentType: "text/html; charset=utf-8" });
    expect(page.headers!["content-security-policy"]).toMatch(
      /^default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'/,
    );
    expect(Buffer.from(page.body as Uint8Array).toString()).toBe("<!doctype html>");
    // The address may carry ?token=<control token>: nothing of the page may be kept in the browser's cache.
    expect(page.headers!["cache-control"]).toBe("no-store");
    expect(inspectorAnswer("HEAD", "/_sandbox/ui/app.js", assets)).toMatchObject({
      status: 200,
      contentType: "text/javascript; charset=utf-8",
    });
    expect(inspectorAnswer("GET", "/_sandbox/ui/app.css", assets)).toMatchObject({
      status: 200,
      contentType: "text/css; charset=utf-8",
    });
  });
  it("/_sandbox/ui without its slash is sent to the page, so its relative files resolve", () => {
    expect(inspectorAnswer("GET", "/_sandbox/ui", assets)).toEqual({
      status: 308,
      headers: { location: "/_sandbox/ui/" },
    });
  });
  it(
    "a file the build did not write, or of a kind it does not " + "serve, is 404 naming it; dot segments name nothing",
    () => {
      for (const name of ["notes.txt", "secrets.json", "../index.html", "sub/app.js"]) {
        const answer = inspectorAnswer("GET", `/_sandbox/ui/${name}`, assets)!;
        expect(answer.status, name).toBe(404);
        expect((answer.body as { detail: string }).detail).toBe(`the inspector has no file ${JSON.stringify(name)}`);
      }
    },
  );
  it("any other method is 405 with Allow", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"])
      expect(inspectorAnswer(method, "/_sandbox/ui/", assets)).toMatchObject({
        status: 405,
        headers: { allow: "GET, HEAD" },
      });
  });
  it("other paths are not the inspector's", () => {
    for (const path of ["/_sandbox/journal", "/_sandbox/uix", "/api/v1/ui/"])
      expect(inspectorAnswer("GET", path, assets)).toBeUndefined();
  });
  it("without a build, the page is 503 naming the folder and npm run build", () => {
    const missing = loadInspectorAssets(mkdtempSync(join(tmpdir(), "inspector-none-")));
    expect(missing).toBeUndefined();
    const answer = inspectorAnswer("GET", "/_sandbox/ui/", missing)!;
    expect(answer.status).toBe(503);
    expect((answer.body as { detail: string }).detail).toMatch(
      /^the inspector's files are not in .*tools\/dist\/inspector: run npm run build/,
    );
  });
});
