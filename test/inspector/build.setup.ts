// The inspector's tests look at the bundle `npm run build` ships: build it once, where the sandbox
// serves it from (tools/dist/inspector/).
import { buildInspector } from "../../scripts/inspector/build.js";

export async function setup(): Promise<void> {
  await buildInspector();
}
