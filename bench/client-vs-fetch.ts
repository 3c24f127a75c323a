// clientVsFetch: one typed-client GET (bearer token, retries, timeout, redirect handling beneath
// openapi-fetch) against a raw fetch of the same URL with the same header, both reading the JSON
// body, on a node:http server on 127.0.0.1. openapi-fetch alone is measured beside them: it is the
// floor that no middleware of ours can go below.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import createClient from "openapi-fetch";
import type * as Clients from "../src/clients/index.js";
import { importRuntime, median, nowNs, profiled, round, type BenchContext, type Figure } from "./lib.js";

const TENANT_ID = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const TOKEN = "bench-token";
const WARM_UP = 300;
const ITERATIONS = 2_000;

function listen(server: Server): Promise<string> {
  return new Promise((resolvePromise) =>
    server.listen(0, "127.0.0.1", () => resolvePromise(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

export async function measureClientVsFetch(context: BenchContext): Promise<Figure[]> {
  const { createIdentityClient } = await importRuntime<typeof Clients>("@integration-platform/contracts");

  const body = JSON.stringify({ id: TENANT_ID, name: "Contoso s.r.o.", code: "contoso", isActive: true });
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    response.end(body);
  });
  const baseUrl = await listen(server);
  const url = `${baseUrl}/api/v2/Tenants/${TENANT_ID}`;

  try {
    // The token as createTokenProvider hands out a cached one: a promise that is already settled.
    const typedClient = createIdentityClient({
      baseUrl,
      getToken: { getToken: async () => TOKEN, invalidate: () => undefined },
    });
    // openapi-fetch's own paths type is not needed for the floor: the same path, untyped.
    const bareClient = createClient<Record<string, never>>({ baseUrl, headers: { authorization: `Bearer ${TOKEN}` } });
    const sides = {
      raw: async () => {
        const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
        return (await response.json()) as unknown;
      },
      typed: async () => (await typedClient.GET("/api/v2/Tenants/{id}", { params: { path: { id: TENANT_ID } } })).data,
      openapiFetch: async () =>
        (await (bareClient.GET as (path: string) => Promise<{ data?: unknown }>)(`/api/v2/Tenants/${TENANT_ID}`)).data,
    };
    const names = Object.keys(sides) as (keyof typeof sides)[];
    for (const name of names) {
      const data = (await sides[name]()) as { id?: string } | undefined;
      if (data?.id !== TENANT_ID) throw new Error(`${name}: unexpected answer ${JSON.stringify(data)}`);
    }
    for (let i = 0; i < WARM_UP; i++) for (const name of names) await sides[name]();

    // One request of each side per iteration, the order rotating, each timed on its own: the
    // medians ignore the requests that a busy machine happened to stall.
    const micros: Record<keyof typeof sides, number[]> = { raw: [], typed: [], openapiFetch: [] };
    for (let i = 0; i < ITERATIONS; i++) {
      for (let j = 0; j < names.length; j++) {
        const name = names[(i + j) % names.length]!;
        const started = nowNs();
        await sides[name]();
        micros[name].push((nowNs() - started) / 1e3);
      }
    }
    if (context.profile)
      await profiled(context, "client-vs-fetch", async () => {
        for (let i = 0; i < 3_000; i++) await sides.typed();
      });

    const raw = median(micros.raw);
    const typed = median(micros.typed);
    const bare = median(micros.openapiFetch);
    return [
      {
        name: "clientVsFetch",
        value: round(typed / raw),
        unit: "ratio",
        target: { max: 1.1 },
        method:
          `createIdentityClient GET /api/v2/Tenants/{id} (bearer token from a provider with a cached ` +
          `token, retrying fetch) / fetch of the same URL with the same Authorization header, both ` +
          `parsing the JSON; median of ${ITERATIONS} requests each, interleaved, node:http on 127.0.0.1`,
        runs: ITERATIONS,
        detail: { typedMicros: round(typed, 1), rawFetchMicros: round(raw, 1), openapiFetchMicros: round(bare, 1) },
      },
      {
        name: "openapiFetchVsFetch",
        value: round(bare / raw),
        unit: "ratio",
        method:
          "context: openapi-fetch createClient alone (no middleware) / " +
          "the same raw fetch; the floor under clientVsFetch",
        runs: ITERATIONS,
      },
    ];
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
  }
}
