// The platform parts a service's rules act through (the clock, the message gateway, the identity
// provider), taken from the open parts by instance: the kernel's context names no part, and a
// service's handlers, its control operations and the triggers read these three through here.
import { clockPart } from "../clock/clock-part.js";
import type { EventGateway } from "../gateway/index.js";
import { gatewayPart } from "../gateway/part.js";
import type { SandboxIdentity } from "../identity/index.js";
import { identityPart } from "../identity/module.js";
import type { SandboxClock } from "../kernel/clock.js";
import type { PartContext } from "../kernel/part.js";

/** A part's context with the platform parts every service acts through. */
export interface PlatformContext extends PartContext {
  readonly clock: SandboxClock;
  readonly gateway: EventGateway;
  readonly identity: SandboxIdentity;
}

export function platformOf(context: PartContext): PlatformContext {
  return {
    tenants: context.tenants,
    sandbox: context.sandbox,
    seed: context.seed,
    instance: context.instance,
    clock: context.instance(clockPart),
    gateway: context.instance(gatewayPart).gateway,
    identity: context.instance(identityPart),
  };
}
