// Large answers are made a slice at a time. The sandbox answers every tenant from one event loop:
// one tenant reading back its 8 MB record in a loop held the loop for the whole of each answer
// (others waited 1.6 s at the median, 3.1 s at worst, against 3 ms idle). Building a record's view
// and serializing an answer give the loop back every few milliseconds instead, so every other
// request is served in between.

/** Milliseconds of work between two turns of the event loop. */
export const SLICE_MS = 4;

/** Nodes of a JSON value that serialize in one go; a larger value is serialized a slice at a time. */
export const SMALL_JSON_NODES = 2_048;

/**
 * Characters of a string that serialize in one go; a longer one (a file's bytes in a tenant's export, base64) is
 * written a piece of this size at a time. A tenant export of six 10 MiB files, few values but 168 MB of text, was
 * serialized and encoded in one go: every other client waited 4.3 s and the process grew by 760 MiB.
 */
export const LONG_STRING_CHARS = 64 * 1024;

/** Tells when a slice is used up, and gives the event loop a turn. */
export interface Slicer {
  /** Whether the current slice is used up (check it every few hundred steps: it reads the clock). */
  due(): boolean;
  /** Lets the event loop serve what waits, then starts a new slice. */
  readonly pause: () => Promise<void>;
}

export function createSlicer(sliceMs: number = SLICE_MS): Slicer {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= sliceMs,
    async pause() {
      await new Promise<void>((resolve) => setImmediate(resolve));
      started = performance.now();
    },
  };
}

// Values whose JSON text is kept once made, and the texts as UTF-8 bytes: an unchanging value read
// again and again (a large record's view) is then serialized and encoded once, not once per read
// (a text made of many pieces would be joined again at every write).
const keptValues = new WeakSet<object>();
const keptTexts = new WeakMap<object, Buffer>();

/** Keeps the JSON text of `value` once it is first serialized; `value` must not change afterwards. */
export function keepJsonText(value: object): void {
  keptValues.add(value);
}

/** Whether `value` has fewer than `limit` nodes (objects, arrays and scalars in them); stops counting at the limit. */
export function isSmallJson(value: unknown, limit: number = SMALL_JSON_NODES): boolean {
  const pending: unknown[] = [value];
  let count = 1;
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === "string" && node.length > LONG_STRING_CHARS) return false;
    if (node === null || typeof node !== "object") continue;
    if (keptValues.has(node)) return false;
    if (Array.isArray(node)) {
      count += node.length;
      if (count >= limit) return false;
      for (const item of node) pending.push(item);
    } else {
      for (const key in node) {
        if (++count >= limit) return false;
        pending.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return count < limit;
}

/** Scalars of an array or object written by one JSON.stringify call. */
const RUN = 256;

type Frame = (
  | { readonly items: readonly unknown[]; index: number }
  | { readonly text: string; index: number }
  | {
      readonly object: Readonly<Record<string, unknown>>;
      readonly keys: readonly string[];
      index: number;
      members: number;
    }
) & {
  /** The value's text as it is written, when it is to be kept ({@link keepJsonText}). */
  readonly kept?: { readonly value: object; text: string };
};

type ArrayFrame = Extract<Frame, { readonly items: readonly unknown[] }>;
type ObjectFrame = Extract<Frame, { readonly object: Readonly<Record<string, unknown>> }>;
type TextFrame = Extract<Frame, { readonly text: string }>;

const scalar = (member: unknown) =>
  member === null || (typeof member !== "object" && !(typeof member === "string" && member.length > LONG_STRING_CHARS));

/**
 * One JSON text being written: the text not yet handed to `write`, the frames of the arrays, objects and long strings
 * open, and the value being kept. Each step is synchronous and answers the kept bytes it reached, if any, so only a
 * write or a pause costs a promise.
 */
class SlicedJsonWriter {
  #buffer = "";
  readonly #stack: Frame[] = [];
  // The value being kept, if any, collects what is written while it is on the stack.
  #keeping: { readonly value: object; text: string } | undefined;

  constructor(
    private readonly write: (text: string | Buffer) => void | Promise<void>,
    private readonly slicer: Slicer,
  ) {}

  async run(value: unknown): Promise<void> {
    const stack = this.#stack;
    let bytes = this.#emit(value);
    if (bytes !== undefined) await this.#flushAnd(bytes);
    let steps = 0;
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if ("text" in top) {
        if (top.index < top.text.length) {
          this.#textPiece(top);
          await this.write(this.#buffer);
          this.#buffer = "";
          if (this.slicer.due()) await this.slicer.pause();
          continue;
        }
        this.#close(top, '"');
      } else {
        bytes = "items" in top ? this.#arrayStep(top) : this.#objectStep(top);
        if (bytes !== undefined) await this.#flushAnd(bytes);
      }
      if (this.#buffer.length >= 64 * 1024) {
        await this.write(this.#buffer);
        this.#buffer = "";
      }
      if ((++steps & 255) === 0 && this.slicer.due()) await this.slicer.pause();
    }
    if (this.#buffer !== "") await this.write(this.#buffer);
  }

  #put(text: string): void {
    this.#buffer += text;
    if (this.#keeping !== undefined) this.#keeping.text += text;
  }

  /** Writes `member`, or starts its frame; answers the kept bytes of a kept value, to be written as they are. */
  #emit(member: unknown): Buffer | undefined {
    const bytes = member !== null && typeof member === "object" ? keptTexts.get(member) : undefined;
    if (bytes !== undefined) return bytes;
    const kept =
      member !== null && typeof member === "object" && this.#keeping === undefined && keptValues.has(member)
        ? { value: member, text: "" }
        : undefined;
    if (typeof member === "string" && member.length > LONG_STRING_CHARS) {
      this.#put('"');
      this.#stack.push({ text: member, index: 0 });
      return undefined;
    }
    if (kept === undefined && (member === null || typeof member !== "object" || isSmallJson(member, 64))) {
      this.#put(JSON.stringify(member) ?? "null");
      return undefined;
    }
    this.#keeping ??= kept;
    if (Array.isArray(member)) {
      this.#put("[");
      this.#stack.push({ items: member, index: 0, ...(kept === undefined ? {} : { kept }) });
    } else {
      this.#put("{");
      this.#stack.push({
        object: member as Record<string, unknown>,
        keys: Object.keys(member as object),
        index: 0,
        members: 0,
        ...(kept === undefined ? {} : { kept }),
      });
    }
    return undefined;
  }

  async #flushAnd(bytes: Buffer): Promise<void> {
    if (this.#buffer !== "") await this.write(this.#buffer);
    this.#buffer = "";
    if (this.#keeping !== undefined) this.#keeping.text += bytes.toString("utf8");
    await this.write(bytes);
  }

  #close(frame: Frame, text: string): void {
    this.#put(text);
    this.#stack.pop();
    if (frame.kept !== undefined) {
      keptTexts.set(frame.kept.value, Buffer.from(frame.kept.text, "utf8"));
      this.#keeping = undefined;
    }
  }

  /** The next piece of a long string. */
  #textPiece(top: TextFrame): void {
    // A piece never ends between the two halves of a surrogate pair, so the text is the one JSON.stringify writes.
    let end = Math.min(top.index + LONG_STRING_CHARS, top.text.length);
    const last = top.text.charCodeAt(end - 1);
    if (end < top.text.length && last >= 0xd800 && last <= 0xdbff) end--;
    this.#put(JSON.stringify(top.text.slice(top.index, end)).slice(1, -1));
    top.index = end;
  }

  #arrayStep(top: ArrayFrame): Buffer | undefined {
    if (top.index >= top.items.length) {
      this.#close(top, "]");
      return undefined;
    }
    if (scalar(top.items[top.index])) {
      // A run of scalars is written by JSON.stringify in one call, as it would write them.
      let end = top.index + 1;
      while (end < top.items.length && end - top.index < RUN && scalar(top.items[end])) end++;
      this.#put(`${top.index > 0 ? "," : ""}${JSON.stringify(top.items.slice(top.index, end)).slice(1, -1)}`);
      top.index = end;
      return undefined;
    }
    if (top.index > 0) this.#put(",");
    return this.#emit(top.items[top.index++]);
  }

  #objectStep(top: ObjectFrame): Buffer | undefined {
    if (top.index >= top.keys.length) {
      this.#close(top, "}");
      return undefined;
    }
    if (scalar(top.object[top.keys[top.index]!])) {
      // As for arrays; the run is copied to an object without a prototype, so that "__proto__" stays a member.
      const run: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (
        let n = 0;
        n < RUN && top.index < top.keys.length && scalar(top.object[top.keys[top.index]!]);
        n++, top.index++
      )
        run[top.keys[top.index]!] = top.object[top.keys[top.index]!];
      const members = JSON.stringify(run).slice(1, -1);
      if (members !== "") this.#put(`${top.members++ > 0 ? "," : ""}${members}`);
      return undefined;
    }
    const key = top.keys[top.index++]!;
    const member = top.object[key];
    // As JSON.stringify: members without a JSON value are left out.
    if (member === undefined || typeof member === "function" || typeof member === "symbol") return undefined;
    this.#put(`${top.members++ > 0 ? "," : ""}${JSON.stringify(key)}:`);
    return this.#emit(member);
  }
}

/**
 * JSON text of `value`, as JSON.stringify writes it (plain data: no toJSON, no cycles), handed to
 * `write` in pieces of about 64 KiB, with a turn of the event loop whenever a slice is used up;
 * `write` may return a promise to hold the serializing back (a client reading slowly).
 */
export function writeJsonSliced(
  value: unknown,
  write: (text: string | Buffer) => void | Promise<void>,
  slicer: Slicer = createSlicer(),
): Promise<void> {
  return new SlicedJsonWriter(write, slicer).run(value);
}
