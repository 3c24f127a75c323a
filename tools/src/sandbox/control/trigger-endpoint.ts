// `POST /_sandbox/triggers`: the control API's door to the triggers (src/sandbox/trigger).
import type { operations } from "../../../../generated/types/sandbox-control.js";
import { problem } from "../kernel/answer.js";
import type { HandlerMap } from "../kernel/handler-map.js";
import type { SandboxRuntime } from "./sandbox-runtime.js";
import { runTrigger, TriggerRefusal } from "../triggers/index.js";
import { brokerPart } from "../broker/part.js";

const TITLES = { 400: "Bad Request", 404: "Not Found", 409: "Conflict" } as const;

export function createTriggerHandlers(runtime: SandboxRuntime): HandlerMap<operations> {
  return {
    triggerSandboxEvent(request) {
      try {
        return {
          status: 201,
          body: runTrigger({ ...runtime, brokerOn: runtime.instance(brokerPart) !== undefined }, request.body),
        };
      } catch (error) {
        if (!(error instanceof TriggerRefusal)) throw error;
        return problem(error.status, TITLES[error.status], error.message);
      }
    },
  };
}
