// The Node versions the packages support (docs/design.md, "Node versions", says why): the lowest is
// both manifests' `engines` (a unit test holds them to it), and the recommended lines are those the
// packed packages are tested on besides the repository machine's own (npm run test:node-lines).

/** The lowest Node, as `major.minor`: `engines` of both packages is `>=` this. */
export const LOWEST_NODE = "20.19";

/** The long-term support lines a team should run; Node 20 works but is past its end of life. */
export const RECOMMENDED_NODE_LINES = ["22", "24"] as const;

/** One line for a user on a Node older than LOWEST_NODE; undefined on a supported one. */
export function unsupportedNode(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const [lowestMajor = 0, lowestMinor = 0] = LOWEST_NODE.split(".").map(Number);
  if (major > lowestMajor || (major === lowestMajor && minor >= lowestMinor)) return undefined;
  return (
    `integration-contracts needs Node.js ${LOWEST_NODE} or newer ` +
    `(${RECOMMENDED_NODE_LINES.join(" or ")} recommended); this is ` +
    `Node.js ${version}`
  );
}
