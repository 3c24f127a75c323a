// The part of an amqplib channel the consumer uses, by shape: the application's own channel
// (`await connection.createChannel()`) fits, and the runtime depends on no AMQP client.

/** One message as an AMQP 0-9-1 client delivers it (amqplib's `ConsumeMessage`). */
export interface BrokerDelivery {
  /** The message body. */
  readonly content: Uint8Array;
  readonly fields: {
    /** The routing key it was published with: the message type. */
    readonly routingKey: string;
    /** The exchange it was published to. */
    readonly exchange: string;
    /** Whether the broker delivered it before (to this or another consumer) without an acknowledgement. */
    readonly redelivered: boolean;
    readonly deliveryTag: number;
  };
  readonly properties: {
    readonly messageId?: unknown;
    readonly contentType?: unknown;
    readonly headers?: { readonly [name: string]: unknown } | undefined;
    readonly timestamp?: unknown;
  };
}

/** The methods of an amqplib `Channel` (or `ConfirmChannel`) that {@link createBrokerConsumer} calls. */
export interface BrokerConsumeChannel {
  prefetch(count: number, global?: boolean): Promise<unknown>;
  consume(
    queue: string,
    onMessage: (message: BrokerDelivery | null) => void,
    options?: { noAck?: boolean },
  ): Promise<{ consumerTag: string }>;
  cancel(consumerTag: string): Promise<unknown>;
  ack(message: BrokerDelivery, allUpTo?: boolean): void;
  nack(message: BrokerDelivery, allUpTo?: boolean, requeue?: boolean): void;
}
