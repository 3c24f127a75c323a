// createSandbox: the sandbox in process, for unit tests. The parts startSandbox opens (identity
// provider, clock, gateway, journal, faults, every service) over a state of its own
// (core.ts), with the pipeline of every service behind a fetch door instead of ports:
// `sandbox.fetch` routes by origin, so validation, auth, limits, faults, state, events and answer
// checks are the HTTP sandbox's. Its broker is in process, its webhooks may be; no socket is opened
// and no timer keeps the process alive. Two sandboxes share nothing but what is immutable.
import { deliveryView } from "../../gateway/index.js";
import type { JournalEntry } from "../../journal/journal.js";
import { createPipeline, type Pipeline } from "../../pipeline/pipeline.js";
import { messageGatewayIdentity } from "../../assembly/message-gateway.js";
import type { SandboxRuntime } from "../../control/sandbox-runtime.js";
import { triggerSandboxEvent } from "../../control/trigger-over-http.js";
import { openCore } from "./core.js";
import { serveFetch } from "./fetch-door.js";
import type { CreateSandboxOptions } from "./options.js";
import { createOriginTable, originOf, SandboxOriginError } from "./origins.js";
import type { InProcessSandbox, SandboxClockControl } from "./sandbox.js";
import { restoreSnapshot, takeSnapshot } from "./snapshot.js";

/** Thrown by every call of a sandbox that was closed. */
export class SandboxClosedError extends Error {
  override readonly name = "SandboxClosedError";
}

/** The sandbox clock as a test moves it: every timer then due runs inside the sandbox. */
function clockControl(
  runtime: SandboxRuntime,
  refuseClosed: () => void,
  inSandbox: <T>(work: () => T) => T,
): SandboxClockControl {
  return {
    now: () => runtime.clock.now(),
    advance(ms) {
      refuseClosed();
      if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0)
        throw new RangeError(
          `sandbox.clock.advance(ms): ms must be a finite number of milliseconds >= 0 (found ${String(ms)})`,
        );
      inSandbox(() => runtime.clock.advance(ms / 1000));
    },
  };
}

/** Every request the journal holds, oldest first, read a page at a time. */
function journalEntries(runtime: SandboxRuntime): JournalEntry[] {
  const entries: JournalEntry[] = [];
  for (let after: number | null = 0; after !== null;) {
    const page = runtime.journal.page({}, { after, limit: 1_000 });
    entries.push(...page.items);
    after = page.nextAfter;
  }
  return entries;
}

/** A sandbox in process, ready once the promise resolves. */
export async function createSandbox(options: CreateSandboxOptions = {}): Promise<InProcessSandbox> {
  const { specs, runtime, state, parts, fixed, ids, transport, broker, log, inSandbox } = await openCore(options);
  // The inspector is the HTTP sandbox's page: in process its files are not served (503 names how to build them).
  const origins = createOriginTable<Pipeline>(
    specs.services.map(({ name }) => [name, createPipeline(specs.served.get(name)!, runtime, log, undefined)]),
  );
  // Every change a flush waits for: a request served, a POST to a webhook, a broker message handed over.
  let activity = 0;
  transport.onPost = () => void activity++;
  let closed = false;
  const refuseClosed = (call: string) => {
    if (closed)
      throw new SandboxClosedError(`sandbox.${call}: the sandbox was closed; create another with createSandbox()`);
  };

  const sandbox: InProcessSandbox = {
    fetch(input, init) {
      try {
        refuseClosed("fetch");
      } catch (error) {
        return Promise.reject(error);
      }
      const target = originOf(input);
      if ("refusal" in target) return Promise.reject(new SandboxOriginError(`sandbox.fetch: ${target.refusal}`));
      const pipeline = origins.at(target.origin);
      if (pipeline === undefined) return Promise.reject(new SandboxOriginError(origins.refusal(target.origin)));
      activity++;
      const request = new Request(input, init);
      return inSandbox(() => serveFetch(pipeline, request, target.url));
    },
    baseUrl: (service) => origins.baseUrl(service),
    origins: origins.origins(),
    issuer: runtime.identity.issuer,
    messageGateway: messageGatewayIdentity(runtime),
    trigger: (request) => triggerSandboxEvent({ sandboxUrl: origins.origins()[0]!, fetch: sandbox.fetch }, request),
    clock: clockControl(runtime, () => refuseClosed("clock.advance"), inSandbox),
    async flush() {
      refuseClosed("flush");
      // A receiver or consumer may call the sandbox again, publishing more: flush until a round changes nothing.
      for (;;) {
        const before = activity + broker.messages.length;
        await inSandbox(async () => {
          await runtime.gateway.idle();
          await broker.idle();
        });
        if (activity + broker.messages.length === before) return;
      }
    },
    snapshot() {
      refuseClosed("snapshot");
      return takeSnapshot(state, ids?.issued);
    },
    async restore(snapshot) {
      refuseClosed("restore");
      await restoreSnapshot(snapshot, state, {
        async clear() {
          await parts.reset();
          state.reset();
        },
        ...(fixed === undefined ? {} : { setClock: (advancedMs: number) => fixed.setAdvancedMs(advancedMs) }),
        ...(ids === undefined ? {} : { setIds: (issued: number) => ids.restart(issued) }),
        resume: () => inSandbox(() => parts.resume(runtime)),
      });
    },
    async reset() {
      refuseClosed("reset");
      await inSandbox(() => runtime.reset());
    },
    get deliveries() {
      return runtime.gateway.deliveries().map(deliveryView);
    },
    get requests() {
      return journalEntries(runtime);
    },
    get violations() {
      return runtime.violations;
    },
    broker,
    control: runtime,
    async close() {
      if (closed) return;
      closed = true;
      await parts.close();
      transport.close();
    },
  };
  return sandbox;
}
