// validateVsParse: the generated validator on a typical event payload, against JSON.parse of the
// same payload's text (the work a consumer does anyway before validating).
import type { eventCatalogue as EventCatalogue } from "../generated/events/catalogue.js";
import type { validators as Validators } from "../generated/validators/index.js";
import { importRuntime, median, nowNs, profiled, round, type BenchContext, type Figure } from "./lib.js";

const MESSAGE_TYPE = "PLATFORM.DataService.RecordCreated";
const ROUNDS = 61;
const PER_ROUND = 20_000;
const WARM_UP = 200_000;

let sink = 0;

export async function measureValidateVsParse(context: BenchContext): Promise<Figure[]> {
  const { validators } = await importRuntime<{ validators: typeof Validators }>(
    "@integration-platform/contracts/validators",
  );
  const { eventCatalogue } = await importRuntime<{ eventCatalogue: typeof EventCatalogue }>(
    "@integration-platform/contracts/events",
  );
  const example = eventCatalogue[MESSAGE_TYPE].example;
  if (example === null) throw new Error(`${MESSAGE_TYPE} has no example`);
  const text = JSON.stringify(example.payload);
  const payload: unknown = JSON.parse(text);
  const validate = validators.DataRecordCreatedEvent;
  if (!validate(payload))
    throw new Error(`the ${MESSAGE_TYPE} example does not validate: ${JSON.stringify(validate.errors)}`);

  // One loop per side, each monomorphic, so that neither pays for the other's call site.
  const validateLoop = (n: number): number => {
    let valid = 0;
    for (let i = 0; i < n; i++) if (validate(payload)) valid++;
    return valid;
  };
  const parseLoop = (n: number): number => {
    let keys = 0;
    for (let i = 0; i < n; i++) keys += (JSON.parse(text) as { dataModelId: string }).dataModelId.length;
    return keys;
  };
  const timed = (loop: (n: number) => number): number => {
    const started = nowNs();
    sink += loop(PER_ROUND);
    return (nowNs() - started) / PER_ROUND;
  };

  sink += validateLoop(WARM_UP) + parseLoop(WARM_UP);
  // Rounds alternate which side goes first; the ratio is taken per round, so load that comes and
  // goes during the run touches both sides of each ratio alike.
  const validateNs: number[] = [];
  const parseNs: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let v: number;
    let p: number;
    if (round % 2 === 0) {
      v = timed(validateLoop);
      p = timed(parseLoop);
    } else {
      p = timed(parseLoop);
      v = timed(validateLoop);
    }
    validateNs.push(v);
    parseNs.push(p);
    ratios.push(v / p);
  }
  if (context.profile)
    await profiled(
      context,
      "validate-vs-parse",
      async () => void (sink += validateLoop(2_000_000) + parseLoop(500_000)),
    );
  if (sink === 0) throw new Error("unreachable: keeps the loops' results alive");

  return [
    {
      name: "validateVsParse",
      value: round(median(ratios)),
      unit: "ratio",
      target: { max: 0.5 },
      method:
        `validators.DataRecordCreatedEvent on the parsed ${MESSAGE_TYPE} example / JSON.parse of ` +
        `its ${text.length}-byte text; median of ${ROUNDS} per-round ratios of ${PER_ROUND} calls each`,
      runs: ROUNDS,
      detail: {
        validateNs: round(median(validateNs), 1),
        parseNs: round(median(parseNs), 1),
        payloadBytes: text.length,
      },
    },
  ];
}
