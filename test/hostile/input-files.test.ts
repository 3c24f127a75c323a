// A seed, a trigger fixture, a spec or a key file path is read only when it is a regular file of at most
// INPUT_FILE_BYTES: a FIFO (which would have the read wait for a writer forever), a link to
// /dev/zero (which would fill the memory) and a file over the limit are refused at once, naming
// the file and what it is.
import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSpecFile } from "../../tools/src/breaking/spec-files.js";
import { loadFixture } from "../../tools/src/cli/fixtures/load.js";
import { loadOrCreateGatewayKey } from "../../tools/src/cli/gateway-key-file.js";
import { INPUT_FILE_BYTES } from "../../tools/src/input-file.js";
import { startTestSandbox } from "../support/sandbox.js";

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
    `it holds ${INPUT_FILE_BYTES + 1} bytes, over the limit of ${INPUT_FILE_BYTES} bytes (256 MiB) for a file the ` +
      `command reads`,
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

describe("a spec or key file that is no regular file is refused before it is read", () => {
  it.each(cases)("a spec given to breaking that is %s is refused naming the file and what it is", (_, make, what) => {
    const file = make();
    expect(() => readSpecFile(file)).toThrow(`${file}: ${what}`);
  });

  it.each(cases.slice(0, 2))("a gateway key file that is %s is refused naming the file", async (_, make) => {
    const file = make();
    await expect(loadOrCreateGatewayKey(file)).rejects.toThrow(file);
  });
});
