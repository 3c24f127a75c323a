/** A state folder that cannot be used: another layout version, a foreign folder, a damaged file, another owner. */
export class StateDirError extends Error {
  override readonly name = "StateDirError";
}
