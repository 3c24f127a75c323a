// A state folder is written only inside itself. The folder holds the signing keys and every
// tenant's data, and its temporary names are predictable, so a link planted at one of them would
// have the sandbox overwrite a file elsewhere. Hence: the folder and its subfolders are this
// user's own and writable by nobody else (checked at start, made 0700); a file is written to a
// temporary name created exclusively (never through a link: O_EXCL after removing a leftover, and
// O_NOFOLLOW) and renamed into place (a rename replaces a link at its destination, it does not
// follow it); and a file the sandbox made is opened without following a link, and refused unless
// it is a regular file of this user's.
import {
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  readSync,
  renameSync,
  rmSync,
  type Stats,
} from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { StateDirError } from "./state-error.js";

const { O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK, O_RDONLY, O_RDWR, O_WRONLY } = constants;

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;
const OTHERS_WRITE = 0o022;

const myUid = () => process.getuid?.();
const octal = (mode: number) => `0${(mode & 0o777).toString(8).padStart(3, "0")}`;

/** What is wrong with a folder of the state, in one message naming it and what to do; undefined when it is fine. */
function folderProblem(dir: string, stats: Stats, top: boolean): string | undefined {
  if (stats.isSymbolicLink()) {
    const target = readlinkSync(dir);
    return top
      ? `${dir} is a symbolic link (to ${target}); the state folder must be a folder itself, so nothing can ` +
          `redirect it: give --state-dir ${resolve(dirname(dir), target)}`
      : `${dir} is a symbolic link (to ${target}), where the sandbox keeps a folder of its own: it writes only ` +
          `inside the state folder; remove the link, or give another --state-dir`;
  }
  if (!stats.isDirectory())
    return top
      ? `${dir} is not a folder; give --state-dir a folder, or a path that does not exist`
      : `${dir} is not a folder, where the sandbox keeps a folder of its own; remove it, or give another --state-dir`;
  const uid = myUid();
  // Without user ids (Windows) there are no owners or mode bits to check.
  if (uid === undefined) return undefined;
  if (stats.uid !== uid)
    return (
      `${dir} is owned by uid ${stats.uid}, not by this user (uid ${uid}): its owner could change the state the ` +
      `sandbox answers from and read its signing keys; run chown ${uid} ${dir}, or give another --state-dir`
    );
  if ((stats.mode & OTHERS_WRITE) !== 0)
    return (
      `${dir} is writable by others (mode ${octal(stats.mode)}): any user of this machine could change the state ` +
      `the sandbox answers from, or plant links it would write through; run chmod 700 ${dir}, or give another ` +
      `--state-dir`
    );
  return undefined;
}

/**
 * Makes `dir` (mode 0700) when it is missing, else checks it: a folder, not a link, this user's own, writable by no one
 * else. Throws a StateDirError naming the folder, what is wrong and what to do. `top`: the --state-dir itself (a
 * subfolder when false).
 */
export function ownFolder(dir: string, top: boolean): void {
  // The umask may take bits of the mode mkdir is given: the mode is set again once made.
  if (makeFolder(dir, top)) chmodSync(dir, FOLDER_MODE);
  const problem = folderProblem(dir, lstatSync(dir), top);
  if (problem !== undefined) throw new StateDirError(problem);
}

/** Whether `dir` was made (with the folders above it, when `parents`); false when something is there already. */
function makeFolder(dir: string, parents: boolean): boolean {
  try {
    // Made with parents, mkdir names the first folder it made, or none when `dir` was there.
    return mkdirSync(dir, { recursive: parents, mode: FOLDER_MODE }) !== undefined || !parents;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Checks a subfolder that is there (a link, another user's, writable by others: refused); one that is not is fine. */
export function checkSubfolder(dir: string): void {
  const stats = lstatSync(dir, { throwIfNoEntry: false });
  const problem = stats === undefined ? undefined : folderProblem(dir, stats, false);
  if (problem !== undefined) throw new StateDirError(problem);
}

/** Whether `file` is there: a link counts (so it is refused when opened, not taken for a missing file). */
export const isThere = (file: string) => lstatSync(file, { throwIfNoEntry: false }) !== undefined;

/** Whether `file` is a regular file (a link, even to one, is not). */
export const isRegularFile = (file: string) => lstatSync(file, { throwIfNoEntry: false })?.isFile() === true;

function ownFileError(file: string, error: NodeJS.ErrnoException): Error {
  // O_NOFOLLOW fails with ELOOP on a link (EMLINK on FreeBSD).
  if (error.code === "ELOOP" || error.code === "EMLINK")
    return new StateDirError(
      `${file} is a symbolic link, where the sandbox keeps a file of its own: it reads and writes only inside the ` +
        `state folder; remove the link, or give another --state-dir`,
    );
  return error;
}

/** Refuses what the sandbox never makes in its folder: no regular file, another user's, a file with other names. */
function checkOwnFile(file: string, stats: Stats, writing: boolean): void {
  const uid = myUid();
  let problem: string | undefined;
  if (!stats.isFile()) problem = "is not a regular file, where the sandbox keeps a file of its own; remove it";
  else if (uid !== undefined && stats.uid !== uid)
    problem = `is owned by uid ${stats.uid}, not by this user (uid ${uid}); run chown ${uid} ${file}`;
  // A second name would be a way out of the folder for what is written in place (the log).
  else if (writing && stats.nlink > 1)
    problem = `has ${stats.nlink} names (hard links), where the sandbox keeps a file of its own; remove the others`;
  if (problem !== undefined) throw new StateDirError(`${file} ${problem}, or give another --state-dir`);
}

/** Opens a file the sandbox made, for reading (a link, a FIFO, a device or another user's file is refused). */
export function openOwnForReading(file: string): { fd: number; size: number } {
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO put in a file's place is refused instead of waiting for a writer.
    fd = openSync(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (error) {
    throw ownFileError(file, error as NodeJS.ErrnoException);
  }
  try {
    const stats = fstatSync(fd);
    checkOwnFile(file, stats, false);
    return { fd, size: stats.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** The bytes of a file the sandbox made. */
export function readOwnFile(file: string): Buffer {
  const { fd, size } = openOwnForReading(file);
  try {
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const got = readSync(fd, bytes, read, size - read, read);
      if (got === 0) break;
      read += got;
    }
    return bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** Opens a file the sandbox made (the log) for writing in place. */
export async function openOwnForWriting(file: string): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(file, O_RDWR | O_NOFOLLOW);
  } catch (error) {
    throw ownFileError(file, error as NodeJS.ErrnoException);
  }
  try {
    checkOwnFile(file, await handle.stat(), true);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Creates `file` (mode 0600) for writing, where none may be: a leftover (of a kill, or planted) is removed first, and
 * the open fails rather than follow a link made in between.
 */
export function createOwnFile(file: string): number {
  rmSync(file, { force: true });
  try {
    return openSync(file, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW, FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new StateDirError(
        `${file} was made again by someone else while the sandbox made it: something else writes in the state ` +
          `folder; stop it, or give another --state-dir`,
      );
    throw error;
  }
}

/** Writes `file` whole or not at all: to `<file>.tmp`, made by {@link createOwnFile}, fsynced and renamed. */
export function writeDurably(file: string, write: (fd: number) => void): void {
  const temporary = `${file}.tmp`;
  const fd = createOwnFile(temporary);
  try {
    write(fd);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

export function fsyncDir(dir: string): void {
  const fd = openSync(dir, O_RDONLY | O_NOFOLLOW);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
