import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The whole of generated/, made in memory first so that writing and checking see the same bytes. */
export type GeneratedFiles = Map<string, string>;

function listFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** Files of `outDir` that differ from `files`: changed, missing, or not generated any more. */
export function diffGenerated(outDir: string, files: GeneratedFiles): string[] {
  const differing: string[] = [];
  for (const [name, content] of files) {
    let onDisk: string | undefined;
    try {
      onDisk = readFileSync(join(outDir, name), "utf8");
    } catch {
      onDisk = undefined;
    }
    if (onDisk === undefined) differing.push(`${name} (missing)`);
    else if (onDisk !== content) differing.push(`${name} (differs)`);
  }
  for (const path of listFiles(outDir)) {
    const name = relative(outDir, path).split("\\").join("/");
    if (!files.has(name)) differing.push(`${name} (not generated from specs/)`);
  }
  return differing.sort();
}

/** Replaces `outDir` with exactly `files`. */
export function writeGenerated(outDir: string, files: GeneratedFiles): void {
  rmSync(outDir, { recursive: true, force: true });
  for (const [name, content] of files) {
    const path = join(outDir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
