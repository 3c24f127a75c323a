// Uploads and file records of one access level: `Private` in the tenant's state, `Public` in the
// state every tenant shares ("`Public` shared, `Private` tenant").
import { createHash } from "node:crypto";
import type { components } from "../../../../../generated/types/file-content.js";
import { declareTable, type Table, type Tenant } from "../../kernel/store.js";
import { newId } from "../../kernel/ids.js";

export type AccessLevel = components["schemas"]["AccessLevel"];
export type FileInfo = components["schemas"]["FileInfo"];
type CreateFileRequest = components["schemas"]["CreateFileRequest"];

export interface Upload {
  readonly uploadId: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: Buffer;
}

/** A file record: its info, its bytes and when they last changed (sandbox time). */
export interface StoredFile {
  info: FileInfo;
  content: Buffer;
  modifiedAt: number;
}

export interface FileStore {
  readonly uploads: Table<Upload>;
  readonly files: Table<StoredFile>;
}

/** Uploads not yet made files, by uploadId; the bytes are saved as base64. */
export const UPLOADS = declareTable<Upload>("file-content.uploads", {
  save: (upload) => ({ ...upload, content: upload.content.toString("base64") }),
  load: (json) => {
    const saved = json as Omit<Upload, "content"> & { content: string };
    return { ...saved, content: Buffer.from(saved.content, "base64") };
  },
});

/** File records by id, with their bytes as base64. */
export const FILES = declareTable<StoredFile>("file-content.files", {
  save: (file) => ({ ...file, content: file.content.toString("base64") }),
  load: (json) => {
    const saved = json as Omit<StoredFile, "content"> & { content: string };
    return { ...saved, content: Buffer.from(saved.content, "base64") };
  },
});

export function fileStore(state: Tenant): FileStore {
  return { uploads: state.get(UPLOADS), files: state.get(FILES) };
}

/** `2026-11.pdf` as name `2026-11` and extension `.pdf`; a name without a dot has no extension. */
export function splitName(fileName: string): { name: string; extension: string } {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? { name: fileName.slice(0, dot), extension: fileName.slice(dot) } : { name: fileName, extension: "" };
}

/**
 * The name of a new record: the source's name when none is given; a given name keeps its own
 * extension, or gets the source's appended with `appendExtension`.
 */
function chooseName(
  given: string | undefined,
  appendExtension: boolean | undefined,
  source: { name: string; extension: string },
) {
  if (given === undefined) return source;
  return appendExtension === true ? { name: given, extension: source.extension } : splitName(given);
}

// The ids of the files by full name, in table order: derived from the table (a file is only ever added, or replaced
// under its own id by one of the same full name), so built once per table: after a start, an import or a restore, on
// first use. A hand-made state can hold two files of one full name; the first in the table is the one found.
const byFullName = new WeakMap<Table<StoredFile>, Map<string, string[]>>();

function fullNameIndex(files: Table<StoredFile>): Map<string, string[]> {
  let index = byFullName.get(files);
  if (index === undefined) {
    index = new Map();
    for (const [id, { info }] of files) {
      // A hand-made state's file without a full name is found by no path.
      if (info.fullName === undefined) continue;
      const ids = index.get(info.fullName);
      if (ids === undefined) index.set(info.fullName, [id]);
      else ids.push(id);
    }
    byFullName.set(files, index);
  }
  return index;
}

/** The files of a full name, oldest first. */
function filesNamed(store: FileStore, fullName: string): StoredFile[] {
  return (fullNameIndex(store.files).get(fullName) ?? []).map((id) => store.files.get(id)!);
}

export function findByPath(store: FileStore, path: string): StoredFile | undefined {
  return filesNamed(store, path).find((file) => file.info.hiddenForPath !== true);
}

/** Where and how a file is put: a CreateFileRequest, or the CopyFileRequest that holds one. */
export type Placement = CreateFileRequest;

/**
 * Puts a file into `store`: a new record, or the existing record of the same full name when
 * `overwrite` is true (it keeps its id). `exists` names the file when one is there without overwrite.
 */
export function placeFile(
  store: FileStore,
  placement: Placement,
  source: { name: string; extension: string; mimeType: string; content: Buffer },
  now: number,
): { file: StoredFile } | { exists: string } {
  const { name, extension } = chooseName(placement.name, placement.appendExtension, source);
  // Folder resources are not shown, so a folder is known by its id only: its name and path are the id.
  const folder = { id: placement.folderId, name: placement.folderId, fullName: placement.folderId };
  const fullName = `${folder.fullName}/${name}${extension}`;
  const existing = filesNamed(store, fullName)[0];
  if (existing !== undefined && placement.overwrite !== true) return { exists: fullName };
  const info: FileInfo = {
    id: existing?.info.id ?? newId(),
    name,
    extension,
    fullName,
    metadata: {
      mimeType: source.mimeType,
      length: source.content.length,
      hashCode: createHash("sha256").update(source.content).digest("hex"),
    },
    sharingType: placement.sharingType,
    folderId: folder.id,
    folder,
    hiddenForPath: placement.hiddenForPath ?? false,
  };
  const file: StoredFile = { info, content: source.content, modifiedAt: now };
  const index = fullNameIndex(store.files);
  store.files.set(info.id, file);
  if (existing === undefined) index.set(fullName, [info.id]);
  return { file };
}
