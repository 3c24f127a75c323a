// The broker channel as a part of the sandbox: its backlog is a store of the sandbox
// (broker.backlog), so a restart publishes what was held; without --amqp-url the channel is off and
// a saved backlog stays in the state folder for a start with one.
import { clockPart } from "../clock/clock-part.js";
import type { SandboxPart } from "../kernel/part.js";
import { reportViolation } from "../journal/violations.js";
import { BROKER_BACKLOG } from "./backlog.js";
import { openBrokerChannel, type BrokerChannel } from "./broker-channel.js";
import type { BrokerChannelOptions } from "./channel-settings.js";

/** What the broker channel reads of the sandbox's options. */
export interface BrokerSettings {
  /**
   * URL of an AMQP 0-9-1 broker (`amqp://user:password@host:port/vhost`): events for native data
   * sources (consumer type `None`) are published there. Default none: the broker channel is off.
   */
  amqpUrl?: string;
  /**
   * Backlog and reconnection settings of the broker channel (default 10000 messages held per tenant, first reconnection
   * after 250 ms, doubling up to 10 s).
   */
  broker?: Pick<BrokerChannelOptions, "backlogLimit" | "firstReconnectMs" | "maxReconnectMs">;
  /** The state folder, named when a saved backlog waits in it for a start with a broker. */
  stateDir?: string;
}

export const brokerPart: SandboxPart<BrokerChannel | undefined, BrokerSettings> = {
  name: "broker",
  stores: [BROKER_BACKLOG],
  open({ settings, state, saved, log, instance }) {
    const { amqpUrl, broker, stateDir } = settings;
    if (amqpUrl === undefined) {
      const held = state.sandbox.get(BROKER_BACKLOG).size;
      if (held > 0)
        log(
          `sandbox: ${held} message(s) for the message broker saved in ${stateDir} ` +
            `wait for a start with --amqp-url; the state folder keeps them`,
        );
      return undefined;
    }
    return openBrokerChannel({
      ...broker,
      url: amqpUrl,
      clock: instance(clockPart),
      log,
      table: () => state.sandbox.get(BROKER_BACKLOG),
      // With a state folder the backlog is kept there, and a message is sent only once it is saved.
      beforePublish: saved,
      // An event that breaks its schema is a sandbox bug, recorded as a violation like a failed answer.
      onInvalid: (error, record) =>
        reportViolation(state.sandbox, {
          operationId: `message broker ${record.messageType}`,
          status: 500,
          violations: [`${record.messageId} is not published: ${error.message}`],
          tenantId: record.tenantId,
        }),
    });
  },
  resume: (_context, channel) => channel?.resume(),
  reset: (channel) => channel?.clear(),
  close: (channel) => channel?.close(),
};
