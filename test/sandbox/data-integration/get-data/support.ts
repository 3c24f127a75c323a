// GetData's files each read what they publish: a source that publishes Item records into two models and a consumer
// source that reads them, in a sandbox of their own.
import type { DataIntegrationClient } from "../../../../src/clients/data-integration.js";
import type { PublishingItem } from "../../../../src/publishing/index.js";
import { paginate } from "../../../../src/querying/index.js";
import type { RunningSandbox, SandboxSeed } from "../../../../tools/src/sandbox/index.js";
import { DATA_SEED, dataClient, startDataSandbox } from "../../../support/data-sandbox.js";

export const ITEMS_MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
export const PRICES_MODEL = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

export interface GetDataWorld {
  readonly sandbox: RunningSandbox;
  /** Publishes through `shopSource`. */
  readonly shop: DataIntegrationClient;
  /** Reads as the consumer `crmSource`. */
  readonly crm: DataIntegrationClient;
  readonly shopSource: string;
  readonly crmSource: string;
}

/**
 * Both sources registered; `shop`'s Item entity maps to {@link ITEMS_MODEL} (`name` as `Name`, every other field
 * carried) and to {@link PRICES_MODEL} (`price` as `Price` only). `dataIntegration` is the seed's service settings.
 */
export async function startGetDataWorld(dataIntegration: SandboxSeed["dataIntegration"] = {}): Promise<GetDataWorld> {
  const sandbox = await startDataSandbox({ seed: { ...DATA_SEED, dataIntegration } });
  const shop = dataClient(sandbox, "shop");
  const crm = dataClient(sandbox, "crm");
  const shopSource = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
  const crmSource = (await crm.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: {
      upsert: [
        {
          customCode: "items",
          mappings: [
            {
              entityId: "Item",
              modelId: ITEMS_MODEL,
              autoMapFields: true,
              mappings: [{ sourceFieldName: "name", targetFieldName: "Name" }],
            },
            {
              entityId: "Item",
              modelId: PRICES_MODEL,
              autoMapFields: false,
              mappings: [{ sourceFieldName: "price", targetFieldName: "Price" }],
            },
          ],
        },
      ],
    },
  });
  return { sandbox, shop, crm, shopSource, crmSource };
}

/** An Item record with `data` and any other field of the publishing item. */
export const item = (
  recordId: string,
  data: Record<string, unknown>,
  extra: Partial<PublishingItem> = {},
): PublishingItem => ({ entityId: "Item", recordId, data: data as PublishingItem["data"], ...extra });

/** Every record of {@link ITEMS_MODEL} GetData answers `client` for `query`, page by page. */
export async function readAll(
  client: DataIntegrationClient,
  query: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for await (const record of paginate(({ offset, limit }) =>
    client.GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId: ITEMS_MODEL, offset, limit, ...query } },
    }),
  ))
    records.push(record);
  return records;
}
