// The sandbox's exchanges and queues on the broker, as the generated topology (from the AsyncAPI bindings) names them.
import type { ConfirmChannel } from "amqplib";
import { brokerExchanges, brokerQueues, brokerRoutes } from "../../../../src/broker/index.js";

/** The exchange type, which the reference does not show: the plainest that routes by the routing key. */
export const EXCHANGE_TYPE = "direct";

/** Declares every exchange and queue of the generated topology and binds each queue to its exchanges by routing key. */
export async function declareTopology(channel: ConfirmChannel): Promise<void> {
  for (const exchange of brokerExchanges) await channel.assertExchange(exchange, EXCHANGE_TYPE, { durable: true });
  for (const queue of brokerQueues)
    await channel.assertQueue(queue.name, { durable: true, arguments: { ...queue.arguments } });
  for (const route of Object.values(brokerRoutes)) {
    if (route.queue !== null) await channel.bindQueue(route.queue, route.exchange, route.routingKey);
  }
}
