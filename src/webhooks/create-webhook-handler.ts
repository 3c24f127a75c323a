import type { WebhookCatalogue } from "./catalogue.js";
import { defaultCatalogue, type DefaultEventPayloads } from "./default-catalogue.js";
import { buildWebhookHandler } from "./webhook-handler.js";
import type { WebhookHandler, WebhookHandlerOptions } from "./webhook-options.js";

/**
 * The webhook consumer endpoint the message gateway POSTs to
 * (`{webhook_url}/{messageType}/{contractType}/{messageId}`), as a Web-standard handler. It
 * applies the reference's webhook validation rules 1-8, runs the handler of the message type once
 * per (tenant, messageId), and answers 204 only after that handler resolved. Use toNodeListener
 * to mount it on node:http or Express.
 *
 * @throws WebhookConfigError at once for options that cannot work safely
 */
export function createWebhookHandler<P extends object = DefaultEventPayloads>(
  options: WebhookHandlerOptions<P>,
): WebhookHandler {
  // Without a catalogue option P is its default, the generated payloads, so the cast is exact.
  const catalogue = options.catalogue ?? (defaultCatalogue as unknown as WebhookCatalogue<P>);
  return buildWebhookHandler(catalogue, options);
}
