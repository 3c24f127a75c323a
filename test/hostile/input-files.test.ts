// A seed or a trigger fixture path is read only when it is a regular file of at most
// INPUT_FILE_BYTES: a FIFO (which would have the read wait for a writer forever), a link to
// /dev/zero (which would fill the memory) and a file over the limit are refused at once, naming
// the file and what it is.
import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFixture } from "../../tools/src/cli/fixtures/load.js";
import { INPUT_FILE_BYTES } from "../../tools/src/input-file.js";
import { startTestSandbox } from "../sandbox/support.js";

const folder = () => mkdtempSync(join(tmpdir(), "input-files-"));

function fifo(): string {
  const file = join(folder(), "seed.yaml");
  execFileSync("mkfifo", [file]);
  return file;
}

function linkToZero(): string {
  const file = join(folder(), "seed.yaml");
  symlinkSync("/dev/zero", file);
  return file;
}

/** A sparse file one byte over the limit: no disk is used, and no byte of it may be read. */
function overLimit(): string {
  const file = join(folder(), "seed.yaml");
  writeFileSync(file, "");
  truncateSync(file, INPUT_FILE_BYTES + 1);
  return file;
}

const cases = [
  ["a FIFO", fifo, "it is a FIFO, not a regular file; give the path of a file"],
  ["a link to /dev/zero", linkToZero, "it is a character device, not a regular file; give the path of a file"],
  [
    "a file over the limit",
    overLimit,
    `it holds ${INPUT_FILE_BYTES + 1} bytes, over the limit of ${INPUT_FILE_BYTES} bytes (256 MiB) for a seed or ` +
      `fixture file`,
  ],
] as const;

describe("a seed or fixture path that is no regular file, or over the limit, is refused before it is read", () => {
  it.each(cases)("a --seed that is %s: the start is refused naming the file and what it is", async (_, make, what) => {
    const file = make();
    await expect(startTestSandbox({ seed: file })).rejects.toThrow(`${file}: cannot be read: ${what}`);
  });

  it.each(cases)(
    "a trigger fixture that is %s: loading it is refused naming the file and what it is",
    async (_, make, what) => {
      const file = make();
      await expect(loadFixture(file)).rejects.toThrow(`${file}: cannot be read: ${what}`);
    },
  );
});
