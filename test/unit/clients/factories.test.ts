import { afterEach, describe, expect, it } from "vitest";
import {
  createConnectorCatalogueClient,
  createFileContentClient,
  createOrderClient,
} from "../../../src/clients/index.js";
import { reply, startServer, type TestServer } from "../http/test-server.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function echoServer(): Promise<TestServer> {
  server = await startServer((_request, response) => reply(response, 200, {}, {}));
  return server;
}

const ORDER = "3a7c9e12-4b6d-4f81-a2c5-9e0b7d3f1a64";

describe("each service has a factory over its spec's paths, with the bearer token underneath", () => {
  it("createOrderClient sends GET /api/v1/Order/{id} with orderAccessType", async () => {
    const { origin, received } = await echoServer();
    await createOrderClient({ baseUrl: origin, getToken: () => "t" }).GET("/api/v1/Order/{id}", {
      params: { path: { id: ORDER }, query: { orderAccessType: "Vendor" } },
    });
    expect(received[0]).toMatchObject({ method: "GET", url: `/api/v1/Order/${ORDER}?orderAccessType=Vendor` });
    expect(received[0]?.headers.authorization).toBe("Bearer t");
  });

  it("createFileContentClient sends GET /api/v1/Files/{id}/Info with accessLevel", async () => {
    const { origin, received } = await echoServer();
    await createFileContentClient({ baseUrl: origin, getToken: () => "t" }).GET("/api/v1/Files/{id}/Info", {
      params: { path: { id: ORDER }, query: { accessLevel: "Private" } },
    });
    expect(received[0]?.url).toBe(`/api/v1/Files/${ORDER}/Info?accessLevel=Private`);
  });

  it("createConnectorCatalogueClient sends GET /api/v1/Providers with paging", async () => {
    const { origin, received } = await echoServer();
    await createConnectorCatalogueClient({ baseUrl: origin, getToken: () => "t" }).GET("/api/v1/Providers", {
      params: { query: { offset: 0, limit: 5 } },
    });
    expect(received[0]?.url).toBe("/api/v1/Providers?offset=0&limit=5");
  });

  it("paths of another service do not compile", () => {
    const orders = createOrderClient({ baseUrl: "http://127.0.0.1:9" });
    // @ts-expect-error a file content path on the order client
    const call = () => orders.GET("/api/v1/Files/{id}/Info");
    expect(typeof call).toBe("function");
  });
});
