import { isAbsolute, relative } from "node:path";

/** A problem in a spec file, naming the file and the JSON path of what is wrong. */
export class SpecError extends Error {
  override readonly name = "SpecError";
  constructor(
    readonly file: string,
    readonly jsonPath: string,
    readonly problem: string,
  ) {
    super(`${isAbsolute(file) ? relative(process.cwd(), file) : file}${jsonPath ? ` at ${jsonPath}` : ""}: ${problem}`);
  }
}
