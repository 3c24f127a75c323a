// Headless Chromium for the tests that look at pages (the docs site, the sandbox inspector): Debian's
// package, driven by playwright-core, which downloads no browser of its own.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { chromiumPath } from "../../scripts/system-packages.js";

export const CHROMIUM = chromiumPath();

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Starts Chromium on a new temporary profile; the caller closes it. */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (npm test's first step does it)`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
