// Where the sandbox's ids come from (tools/src/sandbox/kernel/ids.ts): random UUIDs, or a sandbox's own count
// inside withIds, and no code of the sandbox makes an id of its own, or `ids: "sequential"` would
// give a random one among the counted.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { newHex, newId, sequentialIds, withIds } from "../../../tools/src/sandbox/kernel/ids.js";
import { projectRoot } from "../../support/openapi.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesUnder(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("an id is a random UUID, or the current sandbox's next count", () => {
  it("outside a sandbox's count, ids are random version 4 UUIDs and hex is random", () => {
    expect(newId()).toMatch(UUID_V4);
    expect(newId()).not.toBe(newId());
    expect(newHex(4)).toMatch(/^[0-9a-f]{8}$/);
  });

  it("inside one, ids count up in a UUID's form, through awaits and timers, and restart where told", async () => {
    const ids = sequentialIds();
    const counted = await withIds(ids, async () => {
      const first = newId();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return [first, newId(), newHex(2)];
    });
    expect(counted).toEqual(["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002", "0003"]);
    expect(counted[0]).toMatch(UUID_V4);
    ids.restart(1);
    expect(withIds(ids, () => newId())).toBe("00000000-0000-4000-8000-000000000002");
  });

  it("two sandboxes' counts are their own", () => {
    const [one, two] = [sequentialIds(), sequentialIds()];
    expect([withIds(one, newId), withIds(one, newId), withIds(two, newId)].map((id) => id.slice(-1))).toEqual([
      "1",
      "2",
      "1",
    ]);
  });
});

describe("the sandbox makes every id through ids.ts", () => {
  it(
    "no module of tools/src/sandbox calls randomUUID or randomBytes but ids.ts, the signing key's and the hosted " +
      "process's lease (a key id or a process's id is no id a test compares, and two processes must never share one)",
    () => {
      const sandbox = join(projectRoot, "tools", "src", "sandbox");
      const own = sourcesUnder(sandbox)
        .map((file) => relative(projectRoot, file))
        .filter(
          (file) =>
            ![
              "tools/src/sandbox/kernel/ids.ts",
              "tools/src/sandbox/identity/model/signing-keys.ts",
              "tools/src/sandbox/hosted/database-persistence.ts",
            ].includes(file) && !file.startsWith("tools/src/sandbox/inspector/ui/"),
        )
        .filter((file) => /\brandom(UUID|Bytes)\(/.test(readFileSync(join(projectRoot, file), "utf8")));
      expect(own).toEqual([]);
    },
  );
});
