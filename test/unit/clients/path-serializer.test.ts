import { defaultPathSerializer } from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { createPathSerializer } from "../../../src/clients/path-serializer.js";

/** A seeded generator, so that a failure names a case that can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ["id", "sourceId", "queueItemId", "a"];
const MARKED = [".id", ";id", "id*", ".a*", ";a*"];
const STRINGS = [
  "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
  "a b/č",
  "x&y=z",
  "$&",
  "$$",
  "$'",
  "$`",
  "a$1",
  "{id}",
  "%41",
  "",
  "💡",
  "12345678|CZ",
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function value(next: () => number): unknown {
  const kind = next();
  if (kind < 0.55) return pick(next, STRINGS);
  if (kind < 0.65) return Math.floor(next() * 1000) - 10;
  if (kind < 0.7) return next() < 0.5;
  if (kind < 0.75) return undefined;
  if (kind < 0.8) return null;
  if (kind < 0.9) return [pick(next, STRINGS), pick(next, STRINGS)];
  return { role: pick(next, STRINGS), n: 1 };
}

describe(
  "the path serializer gives what openapi-fetch's " + "defaultPathSerializer gives, for any template and values",
  () => {
    it(
      "5,000 generated cases: plain, styled and repeated parameters; strings with " +
        "$ and braces, numbers, booleans, missing values, arrays, objects",
      () => {
        const next = random(20261122);
        const serialize = createPathSerializer();
        for (let n = 0; n < 5000; n++) {
          const parts = Array.from(
            { length: 1 + Math.floor(next() * 3) },
            () => `/seg${Math.floor(next() * 3)}/{${next() < 0.2 ? pick(next, MARKED) : pick(next, NAMES)}}`,
          );
          const base = next() < 0.1 ? "https://api.example.com/{a}" : "https://api.example.com/base";
          const pathname = `${base}${parts.join("")}${next() < 0.3 ? "/tail" : ""}`;
          // keys with a style marker too: openapi-fetch looks a styled parameter up by its bare name
          const params = Object.fromEntries(
            [...NAMES, ...MARKED].filter(() => next() < 0.7).map((name) => [name, value(next)]),
          );
          const expected = defaultPathSerializer(pathname, params);
          // twice: the first call compiles the template, the second uses it
          expect(
            [serialize(pathname, params), serialize(pathname, params)],
            `case ${n}: ${pathname} ${JSON.stringify(params)}`,
          ).toEqual([expected, expected]);
        }
      },
    );

    it("the reference's paths: a uuid and a vendor code are encoded, nothing else changes", () => {
      const serialize = createPathSerializer();
      expect(
        serialize("https://api.example.com/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
          sourceId: "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
          queueItemId: "12345678|CZ",
        }),
      ).toBe(
        "https://api.example.com/api/v1/SourcingData/EnqueueDataBySourceId/6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31/status/12345678%7CCZ",
      );
    });

    it("a value openapi-fetch cannot encode fails as it fails there", () => {
      const serialize = createPathSerializer();
      expect(() => serialize("https://h/{id}", { id: Symbol("x") })).toThrow(TypeError);
      expect(() => defaultPathSerializer("https://h/{id}", { id: Symbol("x") })).toThrow(TypeError);
    });
  },
);
