// The vendor tenant's one order consumer (Integration/Settings) is the tenant's, not the kit's: the
// kit configures it only when nobody else did (no webhook address, or one of an earlier run of the
// kit, whose addresses hold `/verify-service/`), and skips its order-consumer checks otherwise.
import { FlowSkipped } from "../service-check.js";
import type { ServiceSession } from "../session.js";

/** The path segment every receiver address of the kit holds. */
export const KIT_RECEIVER_SEGMENT = "/verify-service/";

/**
 * Resolves when the kit may configure the tenant's order consumer; throws FlowSkipped when it belongs to someone else.
 */
export function orderConsumer(session: ServiceSession): Promise<void> {
  return session.shared("order consumer", async () => {
    const read = await session.client("order-integration").GET("/api/v1/Integration/Settings");
    if (read.response.status !== 200)
      throw new Error(`GET /api/v1/Integration/Settings answered ${read.response.status}`);
    const url = read.data?.webhookUrl ?? "";
    const foreign = (url !== "" && !url.includes(KIT_RECEIVER_SEGMENT)) || read.data?.consumerChannel === "gRPC";
    if (foreign) {
      throw new FlowSkipped(
        `tenant ${session.tenantId} has an order consumer the kit did not configure ` +
          `(${read.data?.consumerChannel ?? "no channel"} ${url}); the kit changes ` +
          `nothing it did not create: verify with a vendor tenant of its own`,
      );
    }
  });
}
