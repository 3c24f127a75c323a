// What the broker tests share: a tap on every exchange of the generated topology, so a test sees
// exactly what reached each exchange, apart from the DS.* queues other tests consume.
import { connect, type ChannelModel, type ConsumeMessage } from "amqplib";
import { brokerRoutes } from "../../src/broker/index.js";
import { eventually } from "../support/processes.js";
import { scaled } from "../support/time.js";

/** Messages seen on the exchanges since the tap opened. */
export interface ExchangeTap {
  readonly messages: ConsumeMessage[];
  /** Resolves once `count` messages of `messageType` arrived (bounded). */
  arrived(messageType: string, count?: number): Promise<ConsumeMessage[]>;
  close(): Promise<void>;
}

/** Binds an exclusive queue of its own to every exchange, by each route's routing key. */
export async function tapExchanges(url: string): Promise<ExchangeTap> {
  const connection: ChannelModel = await connect(url);
  const channel = await connection.createChannel();
  const { queue } = await channel.assertQueue("", { exclusive: true, autoDelete: true });
  for (const route of Object.values(brokerRoutes)) {
    await channel.checkExchange(route.exchange);
    await channel.bindQueue(queue, route.exchange, route.routingKey);
  }
  const messages: ConsumeMessage[] = [];
  await channel.consume(queue, (message) => void (message && messages.push(message)), { noAck: true });
  const of = (messageType: string) => messages.filter((m) => m.fields.routingKey === messageType);
  return {
    messages,
    async arrived(messageType, count = 1) {
      await eventually(
        `${count} ${messageType} on its exchange`,
        () => of(messageType).length >= count,
        scaled(15_000),
      );
      return of(messageType);
    },
    async close() {
      await connection.close();
    },
  };
}
