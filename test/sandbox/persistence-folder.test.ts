// The state folder itself: one sandbox owns it at a time (a lock file with its PID); a damaged or
// missing part stops the start, naming the file, the line and what to do, unless --repair keeps
// what is whole; and no line grows with a tenant's data, so a value that can never be written
// fails that tenant's writes alone.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { DATA_MODELS } from "../../tools/src/sandbox/data-integration/model/data-models.js";
import { UPLOADS } from "../../tools/src/sandbox/file-content/model/file-store.js";
import { DEFAULT_TENANT_ID, type RunningSandbox, type StartSandboxOptions } from "../../tools/src/sandbox/index.js";
import { INLINE_BYTES, LINE_BYTES } from "../../tools/src/sandbox/persistence/state-files.js";
import { isRunning } from "../support/processes.js";
import { runSandboxCliToExit, startSandboxCli, stopSandboxCli, type SandboxCli } from "../support/sandbox-cli.js";
import { bearer, OTHER_TENANT_ID, serviceUrl, startTestSandbox } from "../support/sandbox.js";
import { scaled } from "../support/time.js";

const running: RunningSandbox[] = [];
const clis: SandboxCli[] = [];
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.stop();
  for (const cli of clis.splice(0)) await stopSandboxCli(cli);
});

const newFolder = () => join(mkdtempSync(join(tmpdir(), "sandbox-folder-")), "state");

async function start(stateDir: string, options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await startTestSandbox({ stateDir, ...options });
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: RunningSandbox): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.stop();
}

const generation = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, "layout.json"), "utf8")) as { generation: number }).generation;
const snapshotOf = (dir: string) => join(dir, `snapshot-${generation(dir)}.jsonl`);
const logOf = (dir: string) => join(dir, `log-${generation(dir)}.jsonl`);
const modelId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

/** A folder whose snapshot holds `count` data models of the default tenant (1,000 a line). */
async function folderWithModels(count: number): Promise<string> {
  const dir = newFolder();
  const sandbox = await start(dir);
  const models = sandbox.control.tenants.of(DEFAULT_TENANT_ID).get(DATA_MODELS);
  for (let i = 0; i < count; i++) models.set(modelId(i), { id: modelId(i), code: `M${i}` });
  await sandbox.control.persistence.rewrite();
  await stop(sandbox);
  return dir;
}

async function modelCount(sandbox: RunningSandbox): Promise<number> {
  const answer = await fetch(
    `${serviceUrl(sandbox, "data-integration")}/_sandbox/data-models?tenantId=${DEFAULT_TENANT_ID}`,
  );
  return ((await answer.json()) as { items: unknown[] }).items.length;
}

async function addModel(
  sandbox: RunningSandbox,
  tenantId: string,
  i: number,
): Promise<{ status: number; detail?: string }> {
  const answer = await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/data-models`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tenantId, id: modelId(i), code: `M${i}` }),
  });
  return { status: answer.status, ...((await answer.json()) as { detail?: string }) };
}

/** The lines of a file by their lengths in characters (checksum included). */
const lineLengths = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .slice(0, -1)
    .map((line) => line.length);

/**
 * The snapshot's lines of data models: each one's number, and the byte offsets of its start and end (after its line
 * break).
 */
function modelLines(snapshot: string): { number: number; start: number; end: number }[] {
  const lines = readFileSync(snapshot, "utf8").split("\n").slice(0, -1);
  const found = [];
  let offset = 0;
  for (const [i, line] of lines.entries()) {
    if (line.includes('"data-integration.data-models"'))
      found.push({ number: i + 1, start: offset, end: offset + line.length + 1 });
    offset += line.length + 1;
  }
  return found;
}

describe("one owner per state folder", () => {
  it(
    "a second sandbox on the folder is refused at start, naming the folder " +
      "and the owner's PID; once the owner stopped, the folder is free",
    async () => {
      const dir = newFolder();
      const owner = await start(dir);
      await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
        `state folder ${dir}: ${dir} is in use by this process (PID ${process.pid}) (lock ` +
          `file ${join(dir, "owner.lock")}); stop that sandbox, or give another --state-dir`,
      );
      await stop(owner);
      expect(existsSync(join(dir, "owner.lock"))).toBe(false);
      await start(dir);
    },
  );

  it(
    "a second sandbox command exits 1 naming the first one's PID; after a SIGKILL " +
      "of the owner (no clean-up ran), the next start takes the folder over",
    async () => {
      const dir = newFolder();
      const first = await startSandboxCli(["--service", "identity-provider", "--state-dir", dir]);
      clis.push(first);
      const second = await runSandboxCliToExit(["--service", "identity-provider", "--state-dir", dir]);
      expect(second.code).toBe(1);
      expect(second.errors).toContain(
        `${dir} is in use by the sandbox with PID ${first.child.pid} (lock file ${join(dir, "owner.lock")})`,
      );
      await stopSandboxCli(first, "SIGKILL");
      expect(isRunning(first.child.pid!)).toBe(false);
      expect(JSON.parse(readFileSync(join(dir, "owner.lock"), "utf8"))).toMatchObject({ pid: first.child.pid });
      const next = await startSandboxCli(["--service", "identity-provider", "--state-dir", dir]);
      clis.push(next);
      expect(JSON.parse(readFileSync(join(dir, "owner.lock"), "utf8"))).toMatchObject({ pid: next.child.pid });
    },
    scaled(120_000),
  );
});

describe("a damaged folder is refused, never read in part", () => {
  const whatToDo =
    "The state folder is damaged: start with --state-dir of a fresh folder, or with --repair to keep what is whole";

  it("a snapshot cut in the middle of a line: the start names the file, the line and what to do", async () => {
    const dir = await folderWithModels(2500);
    const snapshot = snapshotOf(dir);
    // Models 0-999 and 1000-1999 whole, then half of the line of the last 500.
    const last = modelLines(snapshot)[2]!;
    truncateSync(snapshot, last.start + Math.floor((last.end - last.start) / 2));
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${snapshot} line ${last.number}: it is cut short (the file ends before its line break). ${whatToDo}`,
    );
  });

  it("a snapshot cut at a line's end: its end line is missing, and the start says so", async () => {
    const dir = await folderWithModels(2500);
    const snapshot = snapshotOf(dir);
    const second = modelLines(snapshot)[1]!;
    truncateSync(snapshot, second.end);
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${snapshot}: ends at line ${second.number} without its end line: the file was cut short. ${whatToDo}`,
    );
  });

  it("a missing snapshot stops the start, and nothing of the folder is deleted", async () => {
    const dir = await folderWithModels(10);
    const snapshot = snapshotOf(dir);
    rmSync(snapshot);
    const before = readdirSync(dir).sort();
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${snapshot}: is missing, while layout.json names generation ${generation(dir)}`,
    );
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it("a changed byte in a line of the log that whole lines follow: its checksum names the line", async () => {
    const dir = newFolder();
    const sandbox = await start(dir);
    for (let i = 0; i < 3; i++) expect((await addModel(sandbox, DEFAULT_TENANT_ID, i)).status).toBe(201);
    await stop(sandbox);
    const log = logOf(dir);
    const text = readFileSync(log, "utf8");
    const second = text.indexOf("\n") + 1;
    const at = text.indexOf("M0", second);
    writeFileSync(log, `${text.slice(0, at)}X0${text.slice(at + 2)}`);
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${log} line 2: its checksum does not match its content. ${whatToDo}`,
    );
  });

  it("valid JSON of the wrong shape, with a right checksum: refused naming the file and the line", async () => {
    const dir = await folderWithModels(10);
    const snapshot = snapshotOf(dir);
    const lines = readFileSync(snapshot, "utf8").split("\n");
    const payload = JSON.stringify(["g", "sandbox", "clock", 5]);
    lines.splice(2, 1, `${crc32(payload).toString(16).padStart(8, "0")} ${payload}`);
    writeFileSync(snapshot, lines.join("\n"));
    await expect(startTestSandbox({ stateDir: dir })).rejects.toThrow(
      `${snapshot} line 3: is not a line of entries ["g", scope, store, entries]. ${whatToDo}`,
    );
  });

  it("the end of the log cut short by a kill (never acknowledged) is left out, and the start goes on", async () => {
    const dir = newFolder();
    const sandbox = await start(dir);
    for (let i = 0; i < 3; i++) expect((await addModel(sandbox, DEFAULT_TENANT_ID, i)).status).toBe(201);
    await stop(sandbox);
    const log = logOf(dir);
    writeFileSync(log, `${readFileSync(log, "utf8")}0badc0de ["b",0,[["tenant:`);
    const restarted = await start(dir);
    expect(await modelCount(restarted)).toBe(3);
    expect((await addModel(restarted, DEFAULT_TENANT_ID, 3)).status).toBe(201);
    await stop(restarted);
    expect(await modelCount(await start(dir))).toBe(4);
  });

  it(
    "--repair keeps what is whole, logs what it dropped, " + "and leaves a whole folder that starts without it",
    async () => {
      const dir = await folderWithModels(2500);
      const snapshot = snapshotOf(dir);
      const last = modelLines(snapshot)[2]!;
      truncateSync(snapshot, last.end - 10);
      const logged: string[] = [];
      const repaired = await start(dir, { repairStateDir: true, onLog: (line) => logged.push(line) });
      expect(await modelCount(repaired)).toBe(2000);
      expect(logged).toEqual(
        expect.arrayContaining([
          `sandbox: --repair: ${snapshot} line ${last.number}: it is cut ` +
            `short (the file ends before its line break); dropped`,
          `sandbox: --repair: ${snapshot}: ends at line ${last.number} ` +
            `without its end line: the file was cut short; dropped`,
          `sandbox: --repair: ${dir} holds a whole generation again, written from what could be read`,
        ]),
      );
      await stop(repaired);
      expect(await modelCount(await start(dir))).toBe(2000);
    },
  );
});

describe(
  "saving never hits the string limit: no line grows with a " +
    "tenant's data, and a failed write is its tenant's alone",
  () => {
    async function upload(sandbox: RunningSandbox, token: string, bytes: Buffer): Promise<string> {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), "large.bin");
      const answer = await fetch(`${serviceUrl(sandbox, "file-content")}/api/v1/FileUpload?accessLevel=Private`, {
        method: "POST",
        headers: { authorization: token },
        body: form,
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { uploadId: string }).uploadId;
    }

    it(
      "files larger than a line may hold are saved in files of their " +
        "own, in the log and in a new snapshot, and read back whole",
      async () => {
        const dir = newFolder();
        const sandbox = await start(dir);
        const token = await bearer(sandbox, "acme");
        const contents = Array.from({ length: 4 }, (_, i) => Buffer.alloc(3 * INLINE_BYTES + i, i + 1));
        const uploads: string[] = [];
        for (const content of contents) uploads.push(await upload(sandbox, token, content));
        const longest = (file: string) => Math.max(...lineLengths(file));
        expect(longest(logOf(dir))).toBeLessThan(INLINE_BYTES);
        expect(readdirSync(join(dir, "blobs"))).toHaveLength(4);
        await sandbox.control.persistence.rewrite();
        expect(longest(snapshotOf(dir))).toBeLessThanOrEqual(LINE_BYTES + 64);
        await stop(sandbox);

        const restarted = await start(dir);
        const saved = restarted.control.tenants.of(DEFAULT_TENANT_ID).get(UPLOADS);
        expect(uploads.map((id) => saved.get(id)?.content.equals(contents[uploads.indexOf(id)]!))).toEqual([
          true,
          true,
          true,
          true,
        ]);
      },
    );

    it(
      "a change of one tenant that can never be written (here a value JSON cannot hold) fails that tenant's " +
        "writes with 500 naming it; other tenants and token requests go on, and a restart has their changes",
      async () => {
        const dir = newFolder();
        const sandbox = await start(dir);
        // Stands in for a value over V8's longest string: JSON.stringify throws for it every time.
        sandbox.control.tenants
          .of(DEFAULT_TENANT_ID)
          .get(DATA_MODELS)
          .set("unsaveable", { id: "unsaveable", code: 1n as unknown as string });
        const refused = await addModel(sandbox, DEFAULT_TENANT_ID, 1);
        expect(refused.status).toBe(500);
        expect(refused.detail).toContain(
          `data-integration.data-models unsaveable of ` +
            `tenant ${DEFAULT_TENANT_ID} cannot be saved: Do not know how to ` +
            `serialize a BigInt`,
        );
        expect(await addModel(sandbox, OTHER_TENANT_ID, 2)).toMatchObject({ status: 201 });
        expect(await bearer(sandbox, "beta")).toMatch(/^Bearer ey/);
        expect(await addModel(sandbox, OTHER_TENANT_ID, 3)).toMatchObject({ status: 201 });
        await stop(sandbox);

        const restarted = await start(dir);
        const other = await fetch(
          `${serviceUrl(restarted, "data-integration")}/_sandbox/data-models?tenantId=${OTHER_TENANT_ID}`,
        );
        expect(((await other.json()) as { items: { id: string }[] }).items.map((model) => model.id)).toEqual([
          modelId(2),
          modelId(3),
        ]);
      },
    );
  },
);
