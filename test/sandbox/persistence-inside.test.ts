// The state folder is written only inside itself: a link planted at any name the sandbox writes
// (a temporary name, or the file itself) is replaced, never written through, and a link or a FIFO
// in place of a file it made is refused naming the file; the folder is this user's own and
// writable by no one else, made 0700, and refused at start otherwise, naming it and what to do.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATA_MODELS } from "../../tools/src/sandbox/data-integration/model/data-models.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { INLINE_BYTES, openStateFiles, type Unit } from "../../tools/src/sandbox/persistence/state-files.js";
import { serviceUrl, startTestSandbox } from "../support/sandbox.js";

const running: RunningSandbox[] = [];
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.stop();
});

const newFolder = () => join(mkdtempSync(join(tmpdir(), "sandbox-inside-")), "state");

async function start(stateDir: string): Promise<RunningSandbox> {
  const sandbox = await startTestSandbox({ stateDir });
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: RunningSandbox): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.stop();
}

const generation = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, "layout.json"), "utf8")) as { generation: number }).generation;

/** Plants a link at `folder/name` to a file of its own outside; returns the file and what it holds. */
function plant(folder: string, name: string): { file: string; content: string } {
  const file = join(mkdtempSync(join(tmpdir(), "sandbox-outside-")), "precious");
  const content = `not the sandbox's: ${name}\n`;
  writeFileSync(file, content);
  symlinkSync(file, join(folder, name));
  return { file, content };
}

/** The names under `folder` (blobs/ included) that are not regular files, with what they are. */
function notRegular(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" }).flatMap((name) => {
    const stats = lstatSync(join(folder, name));
    if (stats.isFile() || (name === "blobs" && stats.isDirectory())) return [];
    return [`${name}: ${stats.isSymbolicLink() ? "link" : "other"}`];
  });
}

const MODEL_ID = "00000000-0000-4000-8000-000000000001";

const outsideContents = (planted: { file: string }[]) => planted.map(({ file }) => readFileSync(file, "utf8"));

describe("the state folder is written only inside itself: a link at a name the sandbox writes is replaced", () => {
  it(
    "links at the temporary names a reset writes (layout, snapshot, log) and at the new log leave their targets " +
      "as they were; the folder holds regular files, and what is saved next is read back",
    async () => {
      const dir = newFolder();
      const sandbox = await start(dir);
      const next = generation(dir) + 1;
      const names = ["layout.json.tmp", `snapshot-${next}.jsonl.tmp`, `log-${next}.jsonl.tmp`, `log-${next}.jsonl`];
      const planted = names.map((name) => plant(dir, name));

      const control = (path: string, body?: unknown) =>
        fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const reset = await control("reset");
      expect(reset.status).toBe(204);
      const added = await control("data-models", { tenantId: DEFAULT_TENANT_ID, id: MODEL_ID, code: "M1" });
      expect(added.status).toBe(201);

      expect(outsideContents(planted)).toEqual(planted.map(({ content }) => content));
      expect(generation(dir)).toBe(next);
      expect(notRegular(dir)).toEqual([]);
      await stop(sandbox);
      const restarted = await start(dir);
      expect([...restarted.control.tenants.of(DEFAULT_TENANT_ID).get(DATA_MODELS).keys()]).toEqual([MODEL_ID]);
    },
  );

  it("links at a blob's temporary name and at its name are replaced: the value is saved inside", async () => {
    const dir = newFolder();
    mkdirSync(join(dir, "blobs"), { recursive: true });
    const value = "v".repeat(INLINE_BYTES + 1);
    const blob = `${createHash("sha256").update(JSON.stringify(value)).digest("hex")}.json`;
    const planted = [plant(join(dir, "blobs"), `${blob}.tmp`), plant(join(dir, "blobs"), blob)];
    const unit: Unit = ["sandbox", "test.values", "large", value];

    const { files } = await openStateFiles(dir, () => undefined);
    expect(await files.append([unit])).toEqual([]);
    await files.close();

    expect(outsideContents(planted)).toEqual(planted.map(({ content }) => content));
    expect(readFileSync(join(dir, "blobs", blob), "utf8")).toBe(JSON.stringify(value));
    expect(notRegular(dir)).toEqual([]);
    const read: Unit[] = [];
    const reopened = await openStateFiles(dir, (saved) => read.push(saved));
    await reopened.files.close();
    expect(read).toEqual([unit]);
  });

  it("a link at the lock's temporary name leaves its target as it was; the lock is a file of this PID", async () => {
    const dir = newFolder();
    mkdirSync(dir, { recursive: true });
    const planted = plant(dir, `owner.lock.${process.pid}.tmp`);

    const { files } = await openStateFiles(dir, () => undefined);
    const lock = readFileSync(join(dir, "owner.lock"), "utf8");
    const kinds = notRegular(dir);
    await files.close();

    expect(readFileSync(planted.file, "utf8")).toBe(planted.content);
    expect(JSON.parse(lock)).toMatchObject({ pid: process.pid });
    expect(kinds).toEqual([]);
  });
});

describe("a file the sandbox made is read only as itself: a link or a FIFO in its place is refused, naming it", () => {
  /** A folder of one saved generation, no sandbox running on it. */
  async function savedFolder(): Promise<string> {
    const dir = newFolder();
    await stop(await start(dir));
    return dir;
  }

  /** Moves `name` outside and puts a link to it in its place. */
  function replaceByLink(dir: string, name: string): void {
    const outside = join(mkdtempSync(join(tmpdir(), "sandbox-outside-")), name);
    renameSync(join(dir, name), outside);
    symlinkSync(outside, join(dir, name));
  }

  it.each([
    ["layout.json", () => "layout.json"],
    ["the snapshot", (dir: string) => `snapshot-${generation(dir)}.jsonl`],
    ["the log", (dir: string) => `log-${generation(dir)}.jsonl`],
  ])("%s replaced by a link to the file it was: the start names the link and what to do", async (_, nameOf) => {
    const dir = await savedFolder();
    const name = nameOf(dir);
    replaceByLink(dir, name);
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${join(dir, name)} is a symbolic link, where the sandbox keeps a file of its own: it reads and writes only ` +
        `inside the state folder; remove the link, or give another --state-dir`,
    );
  });

  it("a link as the lock: the start names it, and leaves its target as it was", async () => {
    const dir = await savedFolder();
    const planted = plant(dir, "owner.lock");
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${join(dir, "owner.lock")} is a symbolic link, where the sandbox keeps a file of its own`,
    );
    expect(readFileSync(planted.file, "utf8")).toBe(planted.content);
  });

  it("a log with a second name elsewhere (a hard link) is refused before anything is appended through it", async () => {
    const dir = await savedFolder();
    const log = join(dir, `log-${generation(dir)}.jsonl`);
    const elsewhere = join(mkdtempSync(join(tmpdir(), "sandbox-outside-")), "log");
    linkSync(log, elsewhere);
    const before = readFileSync(elsewhere, "utf8");
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${log} has 2 names (hard links), where the sandbox keeps a file of its own; remove the others, or give ` +
        `another --state-dir`,
    );
    expect(readFileSync(elsewhere, "utf8")).toBe(before);
  });

  it("a FIFO in place of the log: the start refuses it as no regular file, not waiting for a writer", async () => {
    const dir = await savedFolder();
    const log = join(dir, `log-${generation(dir)}.jsonl`);
    rmSync(log);
    execFileSync("mkfifo", [log]);
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${log} is not a regular file, where the sandbox keeps a file of its own; remove it, or give another --state-dir`,
    );
  });
});

describe("the state folder is this user's own and writable by no one else, or the start is refused", () => {
  const mode = (path: string) => statSync(path).mode & 0o777;

  it("a folder the sandbox makes is 0700, so is its blobs folder, and its files are 0600", async () => {
    const dir = newFolder();
    const state = await openStateFiles(dir, () => undefined);
    await state.files.append([["sandbox", "test.values", "large", "v".repeat(INLINE_BYTES + 1)]]);
    await state.files.close();
    const blobs = join(dir, "blobs");
    expect([mode(dir), mode(blobs)]).toEqual([0o700, 0o700]);
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name !== "blobs");
    expect(files.map((name) => [name, mode(join(dir, name))])).toEqual(files.map((name) => [name, 0o600]));
  });

  it("a folder writable by others (0777) is refused, naming it, its mode and chmod 700; nothing written", async () => {
    const dir = newFolder();
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `state folder ${dir}: ${dir} is writable by others (mode 0777): any user of this machine could change the ` +
        `state the sandbox answers from, or plant links it would write through; run chmod 700 ${dir}, or give ` +
        `another --state-dir`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it.skipIf(process.getuid?.() !== 0)(
    "a folder of another user is refused, naming its owner's uid and chown (run as root, which can give it to " +
      "nobody; skipped for other users, who cannot give a folder away)",
    async () => {
      const dir = newFolder();
      mkdirSync(dir, { mode: 0o700 });
      chownSync(dir, 65534, 65534);
      await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
        `state folder ${dir}: ${dir} is owned by uid 65534, not by this user (uid 0): its owner could change the ` +
          `state the sandbox answers from and read its signing keys; run chown 0 ${dir}, or give another --state-dir`,
      );
      expect(readdirSync(dir)).toEqual([]);
    },
  );

  it("a blobs folder writable by others, or a link to a folder elsewhere, is refused, naming it", async () => {
    const dir = newFolder();
    await stop(await start(dir));
    const blobs = join(dir, "blobs");
    mkdirSync(blobs, { mode: 0o700 });
    chmodSync(blobs, 0o757);
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(`${blobs} is writable by others (mode 0757)`);
    rmSync(blobs, { recursive: true });
    const elsewhere = mkdtempSync(join(tmpdir(), "sandbox-outside-"));
    symlinkSync(elsewhere, blobs);
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${blobs} is a symbolic link (to ${elsewhere}), where the sandbox keeps a folder of its own: it writes only ` +
        `inside the state folder; remove the link, or give another --state-dir`,
    );
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("a --state-dir that is a link is refused, naming the folder it points to", async () => {
    const target = newFolder();
    mkdirSync(target, { mode: 0o700 });
    const link = join(mkdtempSync(join(tmpdir(), "sandbox-inside-")), "state");
    symlinkSync(target, link);
    await expect(startTestSandbox({ stateDir: link })).rejects.toThrow(
      `${link} is a symbolic link (to ${target}); the state folder must be a folder itself, so nothing can ` +
        `redirect it: give --state-dir ${target}`,
    );
    expect(readdirSync(target)).toEqual([]);
  });
});
