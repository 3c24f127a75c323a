// The partner majors the packed tests install: of each package a partner's project holds beside ours
// and our declarations or the sandbox meet in it, the major `npm install` gives today (newest) and the
// one before (held back). One install holds both, the held-back ones under npm aliases (`msw-2`), and
// a second folder sees the held-back ones under their own names (heldBackView): the whole project
// installs once, from one npm cache, for every major.
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

export interface PartnerMajor {
  /** The range of the major `npm install <name>` gives a partner today. */
  readonly newest: string;
  /** The range of the major before it, which partners still hold. */
  readonly held: string;
}

/**
 * The matrix. msw and undici are the tools' optional peers, and tools/package.json's peer range of each is
 * `<held> || <newest>` (test/unit/packaging/partner-majors.test.ts): what is tested, nothing more.
 */
export const PARTNER_MAJORS = {
  typescript: { newest: "^7.0.2", held: "~5.9.3" },
  vitest: { newest: "^5.1.2", held: "~4.1.12" },
  msw: { newest: "^3.0.5", held: "^2.15.0" },
  undici: { newest: "^8.13.1", held: "^7.30.2" },
} as const satisfies Record<string, PartnerMajor>;

export type PartnerPackage = keyof typeof PARTNER_MAJORS;

/**
 * What else the project installs: vite, which vitest 5 takes as a peer (the install leaves peers to the manifest, see
 * {@link PARTNER_INSTALL_FLAGS}), the Node types of the lowest line vitest 5 accepts, amqplib with its types (the
 * application's own AMQP client in the broker consumer's examples), and testcontainers, the optional peer of the
 * tools' Testcontainers module, which docs/container.md's examples import.
 */
export const PARTNER_ALSO = {
  vite: "^8.4.0",
  "@types/node": "^22.19.0",
  amqplib: "^0.10.9",
  "@types/amqplib": "^0.10.8",
  testcontainers: "^11.14.0",
} as const;

/**
 * npm's flags for the partner's install: the cache first, and peers as the manifest lists them, since vitest 4's and
 * 5's optional peers (`@vitest/browser-*` at their own exact versions) cannot both be met in one tree.
 */
export const PARTNER_INSTALL_FLAGS = [
  "--prefer-offline",
  "--no-audit",
  "--no-fund",
  "--ignore-scripts",
  "--legacy-peer-deps",
];

/** The major of a range such as `^7.0.2`. */
export function majorOf(range: string): string {
  const major = /^[~^]?(\d+)\./.exec(range)?.[1];
  if (major === undefined) throw new Error(`partner matrix: ${range} is no ^ or ~ range of one major`);
  return major;
}

/** The alias the held-back major is installed under: `msw-2`. */
export function heldAlias(name: PartnerPackage): string {
  return `${name}-${majorOf(PARTNER_MAJORS[name].held)}`;
}

/** The devDependencies of the partner's project: the newest of each package, the held-back under its alias. */
export function partnerDevDependencies(): Record<string, string> {
  const matrix = Object.entries(PARTNER_MAJORS) as [PartnerPackage, PartnerMajor][];
  return {
    ...Object.fromEntries(
      matrix.flatMap(([name, { newest, held }]) => [
        [name, newest],
        [heldAlias(name), `npm:${name}@${held}`],
      ]),
    ),
    ...PARTNER_ALSO,
  };
}

/** `{ msw: "3", undici: "8", ... }`: the major of each package a folder resolves. */
export function majorsOf(which: keyof PartnerMajor): Record<PartnerPackage, string> {
  const names = Object.keys(PARTNER_MAJORS) as PartnerPackage[];
  return Object.fromEntries(names.map((name) => [name, majorOf(PARTNER_MAJORS[name][which])])) as Record<
    PartnerPackage,
    string
  >;
}

/**
 * Makes `view` the partner's project as it is with the held-back majors installed: its files copied from `project`,
 * and a node_modules whose every entry links to the project's, but `msw` to `msw-2` and so on. The tools package is
 * copied, not linked, since Node resolves a package's own imports (`msw`, `undici`) from where its files really are.
 */
export function heldBackView(project: string, view: string, files: readonly string[], tools: string): void {
  const [scope = "", toolsName] = tools.split("/");
  rmSync(view, { recursive: true, force: true });
  const modules = join(project, "node_modules");
  const viewModules = join(view, "node_modules");
  mkdirSync(join(viewModules, scope), { recursive: true });
  for (const file of files) cpSync(join(project, file), join(view, file), { recursive: true });
  const held = new Map((Object.keys(PARTNER_MAJORS) as PartnerPackage[]).map((name) => [name, heldAlias(name)]));
  for (const entry of readdirSync(modules)) {
    if (entry === scope) continue;
    symlinkSync(join(modules, held.get(entry as PartnerPackage) ?? entry), join(viewModules, entry), "dir");
  }
  for (const entry of readdirSync(join(modules, scope))) {
    const source = join(modules, scope, entry);
    if (entry === toolsName) cpSync(source, join(viewModules, scope, entry), { recursive: true });
    else symlinkSync(source, join(viewModules, scope, entry), "dir");
  }
}
